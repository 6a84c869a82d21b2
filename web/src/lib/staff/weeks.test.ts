import { describe, expect, it } from 'vitest';
import { groupWeek, mondayOf, shiftDay, shiftWeek, weekDates, weekLabel } from './weeks';

describe('mondayOf', () => {
  it('finds the Monday of any day of the week', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-05')).toBe('2026-03-02');
  });

  it('puts a Sunday in the week that began the Monday before', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
  });

  it('is not moved by the daylight-saving change (March 8, 2026 in the US)', () => {
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(shiftWeek('2026-03-02', 1)).toBe('2026-03-09');
  });
});

describe('shiftWeek and weekDates', () => {
  it('moves whole weeks across months and years', () => {
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-03-02', -1)).toBe('2026-02-23');
  });

  it('moves single days across a month end', () => {
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('lists Monday to Sunday', () => {
    expect(weekDates('2026-03-30')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
  });
});

describe('weekLabel', () => {
  it('names the week in one month or across two', () => {
    expect(weekLabel('2026-03-02')).toBe('Mar 2 - 8, 2026');
    expect(weekLabel('2026-03-30')).toBe('Mar 30 - Apr 5, 2026');
  });

  it('names the week in Spanish', () => {
    expect(weekLabel('2026-03-02', 'es')).toMatch(/^2\s?[–-]\s?8 de mar/);
  });
});

describe('groupWeek', () => {
  const s = (id: number, date: string, time: string) => ({ id, date, time });

  it('puts each session under its day, in time order, and keeps empty days', () => {
    const week = groupWeek([s(1, '2026-03-03', '09:00:00'), s(2, '2026-03-03', '07:00:00'), s(3, '2026-03-08', '08:00:00')], '2026-03-02');
    expect(week).toHaveLength(7);
    expect(week[1]!.sessions.map((x) => x.id)).toEqual([2, 1]);
    expect(week[6]!.sessions.map((x) => x.id)).toEqual([3]);
    expect(week[0]!.sessions).toEqual([]);
  });

  it('leaves out sessions of other weeks', () => {
    const week = groupWeek([s(1, '2026-03-09', '09:00:00'), s(2, '2026-03-01', '09:00:00')], '2026-03-02');
    expect(week.flatMap((d) => d.sessions)).toEqual([]);
  });
});
