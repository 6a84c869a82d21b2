import { describe, expect, it } from 'vitest';
import { dayStatus, planWeekOf } from './day-status';

const ex = (id: string) => ({ id }) as never;
const log = (exerciseId: string, done: boolean) => ({ exerciseId, done }) as never;

describe('a plan day’s status', () => {
  it('is rest when nothing is prescribed', () => expect(dayStatus({ date: '2026-01-01', exercises: [], logs: [] }, '2026-01-05')).toBe('rest'));
  it('is done when every exercise was logged done', () =>
    expect(dayStatus({ date: '2026-01-01', exercises: [ex('a'), ex('b')], logs: [log('a', true), log('b', true)] }, '2026-01-05')).toBe('done'));
  it('is partly done when some were', () =>
    expect(dayStatus({ date: '2026-01-01', exercises: [ex('a'), ex('b')], logs: [log('a', true), log('b', false)] }, '2026-01-05')).toBe('partly'));
  it('is missed when a past day has nothing done', () =>
    expect(dayStatus({ date: '2026-01-01', exercises: [ex('a')], logs: [] }, '2026-01-05')).toBe('missed'));
  it('is to do today and after', () => expect(dayStatus({ date: '2026-01-05', exercises: [ex('a')], logs: [] }, '2026-01-05')).toBe('todo'));
  it('finds the plan week of a date from the start date', () =>
    expect(planWeekOf('2026-01-07', '2026-01-15')).toEqual({ from: '2026-01-14', to: '2026-01-20' }));
});
