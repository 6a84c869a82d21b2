import { describe, expect, it } from 'vitest';
import { profilesApi } from '@common/profiles';
import { urlOf } from '@/lib/api-client';
import { directoryQuery, pageCount, positionChoices, readDirectoryParams, withFilter, withPage } from './directory-params';

const q = (s: string) => new URLSearchParams(s);

describe('directory params', () => {
  it('reads the filters from the query string and defaults to page 1', () => {
    expect(readDirectoryParams(q('search=+maya+&sport=Track+%26+Field'))).toEqual({
      search: 'maya',
      sport: 'Track & Field',
      position: '',
      gender: '',
      page: 1,
    });
    expect(readDirectoryParams(q('page=3')).page).toBe(3);
    expect(readDirectoryParams(q('page=-2')).page).toBe(1);
    expect(readDirectoryParams(q('page=abc')).page).toBe(1);
  });

  it('builds the API path with only the filters that are set', () => {
    const path = urlOf(profilesApi.directory, { query: directoryQuery({ search: 'chen', sport: '', position: '', gender: 'Female', page: 2 }, 12) });
    expect(path).toBe('/api/public-profiles?search=chen&gender=Female&page=2&pageSize=12');
  });

  it('goes back to page 1 when a filter changes and removes a blank filter', () => {
    expect(withFilter(q('page=4&sport=Soccer'), 'search', ' leo ').toString()).toBe('sport=Soccer&search=leo');
    expect(withFilter(q('sport=Soccer&search=leo'), 'search', '   ').toString()).toBe('sport=Soccer');
  });

  it('drops a position that the newly chosen sport does not have', () => {
    expect(withFilter(q('position=Midfielder'), 'sport', 'Basketball').get('position')).toBeNull();
    expect(withFilter(q('position=Center'), 'sport', 'Basketball').get('position')).toBe('Center');
    expect(withFilter(q('sport=Soccer&position=Midfielder'), 'sport', '').get('position')).toBe('Midfielder');
  });

  it('keeps page 1 out of the URL', () => {
    expect(withPage(q('sport=Golf&page=2'), 1).toString()).toBe('sport=Golf');
    expect(withPage(q('sport=Golf'), 3).toString()).toBe('sport=Golf&page=3');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
  });

  it("offers the sport's positions, 'Player' for an unknown sport and every position without a sport", () => {
    expect(positionChoices('Tennis')).toEqual(['Singles', 'Doubles']);
    expect(positionChoices('Lacrosse')).toEqual(['Player']);
    const all = positionChoices('');
    expect(all).toContain('Point Guard');
    expect(new Set(all).size).toBe(all.length);
  });
});
