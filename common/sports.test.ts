import { describe, expect, it } from 'vitest';
import { isSport, POSITIONS_BY_SPORT, positionsFor, SPORTS } from './sports';

describe('sports', () => {
  it('lists the twelve sports of part 2 in its order', () => {
    expect(SPORTS).toEqual([
      'Soccer',
      'Basketball',
      'Flag Football',
      'Football',
      'Baseball',
      'Tennis',
      'Track & Field',
      'Swimming',
      'Wrestling',
      'Golf',
      'Softball',
      'Cross Country',
    ]);
  });

  it('has positions for every sport', () => {
    for (const sport of SPORTS) expect(POSITIONS_BY_SPORT[sport].length).toBeGreaterThan(0);
  });

  it('gives baseball and softball the same nine positions', () => {
    expect(positionsFor('Softball')).toEqual(positionsFor('Baseball'));
    expect(positionsFor('Baseball')).toHaveLength(9);
  });

  it('falls back to Player for an unknown or missing sport', () => {
    expect(positionsFor('Lacrosse')).toEqual(['Player']);
    expect(positionsFor(null)).toEqual(['Player']);
    expect(positionsFor('')).toEqual(['Player']);
  });

  it('tells a known sport from any other text', () => {
    expect(isSport('Track & Field')).toBe(true);
    expect(isSport('track & field')).toBe(false);
  });
});
