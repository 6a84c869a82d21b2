import { describe, expect, it } from 'vitest';
import { countOccurrences, describeWeekdays, toggleWeekday, weekdayOf } from './weekdays';

describe('toggleWeekday', () => {
  it('adds a day and keeps the list sorted', () => {
    expect(toggleWeekday([5, 1], 3)).toEqual([1, 3, 5]);
  });

  it('removes a day that is already chosen', () => {
    expect(toggleWeekday([1, 3, 5], 3)).toEqual([1, 5]);
  });

  it('never repeats a day', () => {
    expect(toggleWeekday([0, 0, 6], 2)).toEqual([0, 2, 6]);
  });
});

describe('weekdayOf', () => {
  it('counts Sunday as 0, as the API does', () => {
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekdayOf('2026-03-09')).toBe(1);
  });
});

describe('countOccurrences', () => {
  it('counts the chosen days between two dates, both included', () => {
    // March 2, 2026 is a Monday: Mondays and Wednesdays over two weeks.
    expect(countOccurrences([1, 3], '2026-03-02', '2026-03-15')).toBe(4);
    expect(countOccurrences([1, 3], '2026-03-02', '2026-03-16')).toBe(5);
  });

  it('is 0 with no day, a missing date or an end before the start', () => {
    expect(countOccurrences([], '2026-03-02', '2026-03-30')).toBe(0);
    expect(countOccurrences([1], '', '2026-03-30')).toBe(0);
    expect(countOccurrences([1], '2026-03-30', '2026-03-02')).toBe(0);
  });
});

describe('describeWeekdays', () => {
  it('names the days Monday first', () => {
    expect(describeWeekdays([0, 5, 1, 3])).toBe('Mon, Wed, Fri, Sun');
  });

  it('names the days in Spanish', () => {
    expect(describeWeekdays([1, 0], 'es')).toBe('lun, dom');
  });
});
