import { describe, expect, it } from 'vitest';
import { cardAchievements, sportsRepresented } from './alumni-figures';

describe('alumni figures', () => {
  it('shows at most 3 achievements on a card and counts the rest', () => {
    expect(cardAchievements(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(cardAchievements(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('counts distinct sports, ignoring case, spacing and missing sports', () => {
    const list = [{ primarySport: 'Soccer' }, { primarySport: 'soccer ' }, { primarySport: 'Track & Field' }, { primarySport: null }, { primarySport: '' }];
    expect(sportsRepresented(list)).toBe(2);
    expect(sportsRepresented([])).toBe(0);
  });
});
