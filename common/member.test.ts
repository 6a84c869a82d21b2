import { describe, expect, it } from 'vitest';
import { achievementSummary, computeAchievements, groupBookings, monthChangeLabel, motivationUrgency, rescheduleOptions, weeklyStreak } from './member.ts';

const utc = (s: string) => new Date(`${s}Z`);
const toInstant = (date: string, time: string) => utc(`${date}T${time}`);
const NOW = utc('2026-11-18T15:00:00'); // a Wednesday

describe('monthChangeLabel', () => {
  it('shows the percent change against last month, signed', () => {
    expect(monthChangeLabel(6, 4)).toBe('+50%');
    expect(monthChangeLabel(3, 4)).toBe('-25%');
    expect(monthChangeLabel(4, 4)).toBe('0%');
  });
  it('says New when last month had none, 0% when neither month had any', () => {
    expect(monthChangeLabel(2, 0)).toBe('New');
    expect(monthChangeLabel(0, 0)).toBe('0%');
  });
});

describe('weeklyStreak', () => {
  it('counts consecutive weeks with activity up to this week', () => {
    expect(weeklyStreak([utc('2026-11-17T10:00:00'), utc('2026-11-10T10:00:00'), utc('2026-11-03T10:00:00')], NOW)).toBe(3);
  });
  it('keeps a streak that ran through last week when this week has nothing yet', () => {
    expect(weeklyStreak([utc('2026-11-12T10:00:00'), utc('2026-11-05T10:00:00')], NOW)).toBe(2);
  });
  it('breaks on a week without activity and ignores future activity', () => {
    expect(weeklyStreak([utc('2026-11-16T10:00:00'), utc('2026-11-02T10:00:00'), utc('2026-11-25T10:00:00')], NOW)).toBe(1);
    expect(weeklyStreak([], NOW)).toBe(0);
  });
});

describe('motivationUrgency', () => {
  it('is high with feedback and a last upload over 7 days ago', () => {
    expect(motivationUrgency(true, utc('2026-11-10T14:00:00'), NOW)).toBe('high');
  });
  it('is medium with feedback and an upload within 7 days', () => {
    expect(motivationUrgency(true, utc('2026-11-11T15:00:00'), NOW)).toBe('medium');
  });
  it('is low without feedback', () => {
    expect(motivationUrgency(false, utc('2026-10-01T00:00:00'), NOW)).toBe('low');
  });
});

describe('achievements', () => {
  it('computes progress capped at the threshold and earned at the threshold', () => {
    const list = computeAchievements({ totalSessions: 5, bestMonthSessions: 3, mediaUploads: 1, morningSessions: 3 });
    const by = Object.fromEntries(list.map((a) => [a.id, a]));
    expect(list).toHaveLength(8);
    expect(by['first-steps']).toMatchObject({ progress: 1, maxProgress: 1, earned: true, points: 50, category: 'Milestone' });
    expect(by['getting-started']).toMatchObject({ progress: 5, earned: true, points: 100 });
    expect(by['dedicated-athlete']).toMatchObject({ progress: 5, maxProgress: 10, earned: false });
    expect(by['training-veteran']).toMatchObject({ maxProgress: 25, points: 500, category: 'Elite' });
    expect(by['monthly-consistency']).toMatchObject({ progress: 3, maxProgress: 4, earned: false, points: 150 });
    expect(by['media-contributor']).toMatchObject({ earned: true, points: 75 });
    expect(by['content-creator']).toMatchObject({ progress: 1, maxProgress: 5, points: 250 });
    expect(by['early-bird']).toMatchObject({ progress: 3, earned: true, points: 100, category: 'Special' });
  });
  it('summarises completion percent (rounded) and points of earned ones', () => {
    const list = computeAchievements({ totalSessions: 1, bestMonthSessions: 1, mediaUploads: 0, morningSessions: 0 });
    expect(achievementSummary(list)).toEqual({ earned: 1, total: 8, percent: 13, points: 50 });
  });
});

describe('groupBookings', () => {
  const b = (id: number, status: string, date: string | null, time: string | null = null) => ({ id, status, session: date ? { date, time } : null });
  it('splits, skips bookings without a date, and sorts upcoming ascending and completed descending', () => {
    const g = groupBookings(
      [
        b(1, 'CONFIRMED', '2026-11-20', '09:00:00'),
        b(2, 'CONFIRMED', '2026-11-19', '09:00:00'),
        b(3, 'CANCELLED', '2026-11-25', '09:00:00'),
        b(4, 'CONFIRMED', '2026-11-01', '09:00:00'),
        b(5, 'CONFIRMED', '2026-11-10', '09:00:00'),
        b(6, 'CONFIRMED', null),
      ],
      NOW,
      toInstant,
    );
    expect(g.upcoming.map((x) => x.id)).toEqual([2, 1]);
    expect(g.completed.map((x) => x.id)).toEqual([5, 4]);
    expect(g.cancelled.map((x) => x.id)).toEqual([3]);
  });
  it('defaults a missing time to 12:00:00', () => {
    const g = groupBookings([b(1, 'CONFIRMED', '2026-11-18')], NOW, toInstant);
    expect(g.completed.map((x) => x.id)).toEqual([1]); // noon is before 15:00
  });
});

describe('rescheduleOptions', () => {
  const s = (id: number, programId: number, date: string, time: string, spots: number) => ({
    id,
    programId,
    date,
    time,
    startsAt: `${date}T${time}Z`,
    availableSpots: spots,
  });
  it('keeps future sessions of the program with spots, one per date and time with most spots, sorted', () => {
    const options = rescheduleOptions(
      [
        s(1, 7, '2026-11-25', '09:00:00', 2),
        s(2, 7, '2026-11-25', '09:00:00', 5),
        s(3, 7, '2026-11-21', '10:00:00', 1),
        s(4, 7, '2026-11-22', '10:00:00', 0),
        s(5, 8, '2026-11-23', '10:00:00', 9),
        s(6, 7, '2026-11-17', '10:00:00', 9),
        s(9, 7, '2026-11-24', '10:00:00', 9),
      ],
      7,
      9,
      NOW,
    );
    expect(options.map((o) => o.id)).toEqual([3, 2]);
  });
});
