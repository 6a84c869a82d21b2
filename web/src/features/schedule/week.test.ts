import { describe, expect, it } from 'vitest';
import type { PickupGame } from '@common/pickup';
import type { TrainingSession } from '@common/programs';
import { toActivities } from './activities';
import { addDays, applyExtraFilters, byDay, facilityToday, filterChoices, isDay, nextActiveDay, weekDays, weekStart } from './week';

const session = (id: number, date: string, programId: number, name: string, coachName: string | null) =>
  ({
    id,
    date,
    time: '17:00:00',
    programId,
    program: { id: programId, name, price: 30, type: 'BASKETBALL', duration: 60 },
    coachName,
    coach: null,
    availableSpots: 3,
    totalSpots: 10,
    location: 'Court 1',
    sessionTitle: null,
  }) as unknown as TrainingSession;
const game = (id: number, date: string) => ({ id, date, startTime: '18:00:00', sport: 'soccer' }) as unknown as PickupGame;

const list = toActivities(
  [
    session(1, '2026-11-25', 10, 'Basketball Elite', 'Marcus Bell'),
    session(2, '2026-11-27', 11, 'Speed Lab', 'Sofia Alvarez'),
    session(3, '2026-12-05', 10, 'Basketball Elite', 'Marcus Bell'),
  ],
  [game(5, '2026-11-26')],
);

describe('the week view', () => {
  it('shows seven days from today or from a later chosen day, across month ends', () => {
    expect(weekDays('2026-11-28')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    expect(weekStart(null, '2026-11-25')).toBe('2026-11-25');
    expect(weekStart('2026-12-02', '2026-11-25')).toBe('2026-12-02');
    expect(weekStart('2026-11-01', '2026-11-25')).toBe('2026-11-25');
    expect(weekStart('2026-02-30', '2026-11-25')).toBe('2026-11-25');
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(isDay('2026-13-01')).toBe(false);
  });

  it("reads today in the facility's zone, not the browser's", () => {
    const late = new Date('2026-11-26T03:00:00Z');
    expect(facilityToday('America/New_York', late)).toBe('2026-11-25');
    expect(facilityToday('Europe/Madrid', late)).toBe('2026-11-26');
  });

  it('puts each activity under its day, keeps empty days, and finds the next day with something on', () => {
    const days = weekDays('2026-11-25');
    const map = byDay(list, days);
    expect([...map.keys()]).toEqual(days);
    expect(map.get('2026-11-25')!.map((a) => a.key)).toEqual(['training-1']);
    expect(map.get('2026-11-28')).toEqual([]);
    expect(nextActiveDay(list, days.at(-1)!)).toBe('2026-12-05');
    expect(nextActiveDay(list, '2026-12-05')).toBeNull();
  });

  it('orders each day by time, whatever order the sessions and games arrive in', () => {
    const at = (id: number, time: string) => ({ ...session(id, '2026-03-02', 10, 'Basketball Elite', null), time }) as TrainingSession;
    const day = toActivities([at(1, '07:00:00'), at(2, '17:30:00')], [{ ...game(9, '2026-03-02'), startTime: '12:00:00' } as PickupGame]);
    expect(
      byDay(day, weekDays('2026-03-02'))
        .get('2026-03-02')!
        .map((a) => a.key),
    ).toEqual(['training-1', 'pickup-9', 'training-2']);
  });

  it('filters by program and coach, offering only those with sessions', () => {
    expect(filterChoices(list)).toEqual({
      programs: [
        { id: 10, name: 'Basketball Elite' },
        { id: 11, name: 'Speed Lab' },
      ],
      coaches: ['Marcus Bell', 'Sofia Alvarez'],
    });
    expect(applyExtraFilters(list, { programId: 11, coach: null }).map((a) => a.key)).toEqual(['training-2']);
    expect(applyExtraFilters(list, { programId: null, coach: 'Marcus Bell' }).map((a) => a.key)).toEqual(['training-1', 'training-3']);
    expect(applyExtraFilters(list, { programId: null, coach: null })).toHaveLength(4);
  });
});
