import { describe, expect, it } from 'vitest';
import { failedPart, programIdOf, scheduleWith, showAllPath, shownDay } from './schedule-view';

describe('the schedule address', () => {
  it('reads a whole program id only', () => {
    expect(programIdOf('12')).toBe(12);
    expect(programIdOf('1.5')).toBeNull();
    expect(programIdOf('x')).toBeNull();
    expect(programIdOf('')).toBeNull();
    expect(programIdOf(null)).toBeNull();
  });

  it('sets or drops one parameter and keeps the others', () => {
    expect(scheduleWith('from=2026-12-07&coach=Ana', 'program', '3')).toBe('/schedule?from=2026-12-07&coach=Ana&program=3');
    expect(scheduleWith('from=2026-12-07&coach=Ana', 'coach', null)).toBe('/schedule?from=2026-12-07');
    expect(scheduleWith('payment=success', 'payment', null)).toBe('/schedule');
    expect(scheduleWith('coach=Ana', 'coach', 'Bo Li')).toBe('/schedule?coach=Bo+Li');
  });

  it('"Show all" keeps a later week only', () => {
    expect(showAllPath('2026-12-07', '2026-11-29')).toBe('/schedule?from=2026-12-07');
    expect(showAllPath('2026-11-29', '2026-11-29')).toBe('/schedule');
  });
});

describe('what the schedule shows', () => {
  const days = ['2026-11-30', '2026-12-01', '2026-12-02'];
  const week = new Map<string, number[]>([
    ['2026-11-30', []],
    ['2026-12-01', [1]],
    ['2026-12-02', [2]],
  ]);

  it('shows the day wanted when it is in the week', () => {
    expect(shownDay(week, days, '2026-11-30', '2026-12-02')).toBe('2026-12-02');
    expect(shownDay(week, days, '2026-11-30', '2026-11-30')).toBe('2026-11-30');
  });

  it("else the week's first day with something on, or its first day", () => {
    expect(shownDay(week, days, '2026-11-30', '2027-01-01')).toBe('2026-12-01');
    expect(shownDay(week, days, '2026-11-30', null)).toBe('2026-12-01');
    expect(shownDay(new Map(days.map((d) => [d, []])), days, '2026-11-30', null)).toBe('2026-11-30');
  });

  it('names the one list that failed', () => {
    expect(failedPart(true, false, null)).toBe('training sessions');
    expect(failedPart(true, true, null)).toBe('training sessions');
    expect(failedPart(false, true, null)).toBe('pickup games');
    expect(failedPart(false, true, 4)).toBeNull();
    expect(failedPart(false, false, null)).toBeNull();
  });
});
