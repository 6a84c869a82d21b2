import { describe, expect, it } from 'vitest';
import type { Exercise, PlanWeek } from '../../../common/training-plans.ts';
import {
  addDays,
  byWeek,
  complianceByWeek,
  countingLogs,
  daysBetween,
  dueDays,
  endDateOf,
  lastDueDate,
  overallCompliance,
  prescribedOn,
  versionOn,
  weeksOf,
  type PlanVersion,
} from './days.ts';
import { pgArray, shapeOf } from './read.ts';

const ex = (id: string): Exercise => ({
  id,
  name: id,
  measure: 'reps',
  sets: 3,
  amount: 10,
  load: null,
  restSeconds: null,
  notes: null,
  demoItemId: null,
  film: false,
});
const week = (...perDay: string[][]): PlanWeek => ({ days: Array.from({ length: 7 }, (_, i) => ({ title: null, exercises: (perDay[i] ?? []).map(ex) })) });

describe('plan days', () => {
  it('counts calendar days across a month end and a daylight-saving change', () => {
    expect(addDays('2026-10-30', 3)).toBe('2026-11-02');
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('reads each date from the newest version in force on it, so an edit leaves the days before as they were', () => {
    const v1: PlanVersion = { version: 1, effectiveFrom: null, weeks: [week(['squat'])] };
    const v2: PlanVersion = { version: 2, effectiveFrom: '2026-12-02', weeks: [week(['lunge'])] };
    expect(versionOn([v1, v2], '2026-12-01').version).toBe(1);
    expect(versionOn([v1, v2], '2026-12-02').version).toBe(2);
    expect(prescribedOn([v1, v2], '2026-11-30', '2026-11-30')?.day.exercises[0]?.id).toBe('squat');
  });

  it('answers null before the start and after the last week', () => {
    const v = [{ version: 1, effectiveFrom: null, weeks: [week(['a'])] }];
    expect(prescribedOn(v, '2026-12-01', '2026-11-30')).toBeNull();
    expect(prescribedOn(v, '2026-12-01', '2026-12-07')?.dayOfWeek).toBe(6);
    expect(prescribedOn(v, '2026-12-01', '2026-12-08')).toBeNull();
    expect(endDateOf(v, '2026-12-01')).toBe('2026-12-07');
  });

  it('counts compliance per week over the days that have come, and only logs of exercises prescribed that day', () => {
    const v = [{ version: 1, effectiveFrom: null, weeks: [week(['a', 'b'], [], ['c']), week(['d'])] }];
    const logs = [
      { day: '2026-12-01', exerciseId: 'a', done: true, effort: 6, note: 'felt heavy' },
      { day: '2026-12-01', exerciseId: 'b', done: false, effort: null, note: null },
      { day: '2026-12-01', exerciseId: 'zzz', done: true, effort: 9, note: null },
    ];
    const weeks = complianceByWeek(v, '2026-12-01', logs, '2026-12-03');
    expect(weeks).toHaveLength(1);
    expect(weeks[0]).toMatchObject({ prescribed: 3, done: 1, notes: 1 });
    expect(weeks[0]!.compliance).toBeCloseTo(1 / 3);
    expect(weeks[0]!.meanEffort).toBe(6);
    expect(overallCompliance(weeks)).toBeCloseTo(1 / 3);
    expect(complianceByWeek(v, '2026-12-01', [], '2026-11-20')).toEqual([]);
    expect(overallCompliance([])).toBeNull();
  });

  it('lists the days that have come with the version in force on each, and counts only what that version prescribed', () => {
    const v1: PlanVersion = { version: 1, effectiveFrom: null, weeks: [week(['a', 'b'], ['c']), week(['d'])] };
    const v2: PlanVersion = { version: 2, effectiveFrom: '2026-12-02', weeks: [week(['a'], ['x', 'y'])] };
    const last = lastDueDate([v1, v2], '2026-12-01', '2026-12-20');
    expect(last).toBe('2026-12-07');
    const days = dueDays([v1, v2], '2026-12-01', last);
    expect(days.map((d) => [d.offset, d.version, d.prescribed])).toEqual([
      [0, 1, 2],
      [1, 2, 2],
      [2, 2, 0],
      [3, 2, 0],
      [4, 2, 0],
      [5, 2, 0],
      [6, 2, 0],
    ]);
    const logs = [
      { day: '2026-12-01', exerciseId: 'b', done: true, effort: 4, note: '' },
      { day: '2026-12-02', exerciseId: 'c', done: true, effort: 9, note: 'removed by the edit' },
      { day: '2026-12-02', exerciseId: 'y', done: true, effort: 8, note: 'ok' },
    ];
    const logged = countingLogs([v1, v2], '2026-12-01', logs);
    // The log of c on the second day does not count: the version in force that day no longer prescribes it.
    expect(logged).toEqual([
      { offset: 0, done: 1, effortSum: 4, effortCount: 1, notes: 0 },
      { offset: 1, done: 1, effortSum: 8, effortCount: 1, notes: 1 },
    ]);
    expect(byWeek(days, logged)).toEqual([{ week: 0, done: 2, effortSum: 12, effortCount: 2, notes: 1 }]);
    expect(weeksOf('2026-12-01', days, byWeek(days, logged))).toEqual([
      { week: 0, startDate: '2026-12-01', prescribed: 4, done: 2, compliance: 0.5, meanEffort: 6, notes: 1 },
    ]);
    expect(complianceByWeek([v1, v2], '2026-12-01', logs, '2026-12-20')).toEqual(weeksOf('2026-12-01', days, byWeek(days, logged)));
    expect(complianceByWeek([v1, v2], '2026-12-01', logs, '2026-12-20', '2026-12-01')).toEqual([
      { week: 0, startDate: '2026-12-01', prescribed: 2, done: 1, compliance: 0.5, meanEffort: 4, notes: 0 },
    ]);
  });

  it('rebuilds weeks and days with their number of exercises from the flat lists the database keeps', () => {
    expect(shapeOf([2, 1], [2, 0, 1])).toEqual([
      { days: [{ exercises: { length: 2 } }, { exercises: { length: 0 } }] },
      { days: [{ exercises: { length: 1 } }] },
    ]);
    expect(pgArray([1, 2])).toBe('{1,2}');
    expect(pgArray(['a', 'b"c', 'd\\e', 'x,y'])).toBe('{"a","b\\"c","d\\\\e","x,y"}');
  });
});
