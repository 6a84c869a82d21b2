import { describe, expect, it } from 'vitest';
import { blankToNull } from './blank-to-null';

describe('blankToNull', () => {
  it('turns empty and blank fields into null', () => {
    expect(blankToNull({ year: '', team: '  ', name: 'Tyler' }, ['year', 'team'])).toEqual({ year: null, team: null, name: 'Tyler' });
  });

  it('keeps filled fields and fields it was not asked about', () => {
    expect(blankToNull({ year: '2021', note: '' }, ['year'])).toEqual({ year: '2021', note: '' });
  });
});
