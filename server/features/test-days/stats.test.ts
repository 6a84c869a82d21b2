import { describe, expect, it } from 'vitest';
import { ageGroupOf, boardName, percentileOf, resultOf, sd, smallestWorthwhileChange, verdictOf } from './stats.ts';

describe('test results arithmetic', () => {
  it('takes the best attempt by the test direction, or the mean', () => {
    expect(resultOf([40, 45.5, 43], 'BEST', 'HIGHER')).toBe(45.5);
    expect(resultOf([3.21, 3.05, 3.4], 'BEST', 'LOWER')).toBe(3.05);
    expect(resultOf([1, 2, 2], 'MEAN', 'HIGHER')).toBe(1.67);
    expect(() => resultOf([], 'BEST', 'HIGHER')).toThrow();
  });

  it('finds the age and age group on the test day', () => {
    expect(ageGroupOf('2017-01-01', '2026-11-28')).toBe('U10'); // 9
    expect(ageGroupOf('2016-11-28', '2026-11-28')).toBe('U12'); // 10
    expect(ageGroupOf('2012-06-15', '2026-06-14')).toBe('U14'); // 13
    expect(ageGroupOf('2009-01-01', '2026-11-28')).toBe('U18'); // 17
    expect(ageGroupOf('2008-11-28', '2026-11-28')).toBe('ADULT'); // 18
    expect(ageGroupOf(null, '2026-11-28')).toBeNull();
    expect(ageGroupOf(null, '2026-11-28', 15)).toBe('U16');
    expect(ageGroupOf('2000-01-01', '2026-11-28', 15)).toBe('ADULT');
  });

  it('computes the smallest worthwhile change from the spread between athletes', () => {
    expect(sd([1])).toBeNull();
    expect(sd([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138, 3);
    expect(smallestWorthwhileChange([40, 42, 44])).toBeNull(); // under 5 athletes
    expect(smallestWorthwhileChange([30, 35, 40, 45, 50])).toBe(1.58); // 0.2 x 7.906
  });

  it('calls a change real only beyond the smallest worthwhile change, in the test direction', () => {
    expect(verdictOf(2, 1.5, 'HIGHER')).toBe('better');
    expect(verdictOf(-2, 1.5, 'HIGHER')).toBe('worse');
    expect(verdictOf(1.5, 1.5, 'HIGHER')).toBe('noise');
    expect(verdictOf(-0.08, 0.05, 'LOWER')).toBe('better');
    expect(verdictOf(0.08, 0.05, 'LOWER')).toBe('worse');
    expect(verdictOf(5, null, 'HIGHER')).toBeNull();
  });

  it('gives a percentile only with enough athletes, ties counting half', () => {
    const group = Array.from({ length: 21 }, (_, i) => 30 + i); // 30..50
    expect(percentileOf(50, group, 'HIGHER')).toBe(100);
    expect(percentileOf(30, group, 'HIGHER')).toBe(0);
    expect(percentileOf(40, group, 'HIGHER')).toBe(50);
    expect(percentileOf(30, group, 'LOWER')).toBe(100);
    expect(percentileOf(40, group.slice(0, 19), 'HIGHER')).toBeNull();
    const tied = [...Array.from({ length: 10 }, () => 40), ...Array.from({ length: 10 }, (_, i) => 20 + i), 60];
    expect(percentileOf(40, tied, 'HIGHER')).toBe(73); // beats 10, ties 9 others: (10 + 4.5) / 20
  });

  it('shows a minor as first name and initial', () => {
    expect(boardName('Maya', 'Lopez', true)).toBe('Maya L.');
    expect(boardName('Maya', 'Lopez', false)).toBe('Maya Lopez');
    expect(boardName('Maya', '', true)).toBe('Maya');
  });
});
