import { describe, expect, it } from 'vitest';
import type { ProgramWithSessions } from '@common/programs';
import { spotsTone, weekAvailability } from './availability';

const now = new Date('2026-03-10T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 24 * 60 * 60 * 1000).toISOString();

const session = (id: number, startsAt: string, availableSpots: number, status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE') => ({
  id,
  programId: 1,
  sessionTitle: null,
  date: startsAt.slice(0, 10),
  time: '17:30:00',
  startsAt,
  availableSpots,
  totalSpots: 12,
  location: 'Court 1',
  status,
  coach: null,
  ageGroup: null,
  bookingOpens: null,
});

const program = (id: number, type: ProgramWithSessions['type'], upcomingSessions: ProgramWithSessions['upcomingSessions']): ProgramWithSessions => ({
  id,
  name: `Program ${id}`,
  type,
  description: '',
  price: 80,
  duration: 60,
  imageUrl: null,
  displayOrder: id,
  ageGroup: null,
  upcomingSessions,
});

describe('spotsTone', () => {
  it('is red with no spots left', () => expect(spotsTone(0, 3)).toBe('danger'));
  it('is yellow when spots are at most twice the session count', () => {
    expect(spotsTone(6, 3)).toBe('warning');
    expect(spotsTone(1, 1)).toBe('warning');
  });
  it('is green with more than twice as many spots as sessions', () => expect(spotsTone(7, 3)).toBe('success'));
});

describe('weekAvailability', () => {
  const programs = [
    program(1, 'BASKETBALL', [session(1, inDays(1), 5), session(2, inDays(13.9), 4), session(3, inDays(14.1), 10), session(4, inDays(2), 8, 'CANCELLED')]),
    program(2, 'SOCCER', [session(5, inDays(3), 0)]),
    program(3, 'FOOTBALL', [session(6, inDays(20), 10)]),
  ];

  it('counts active sessions in the next 14 days per program and adds up their spots', () => {
    const rows = weekAvailability(programs, 'ALL', now);
    expect(rows.map((r) => [r.program.id, r.sessions, r.spots, r.tone])).toEqual([
      [1, 2, 9, 'success'],
      [2, 1, 0, 'danger'],
    ]);
  });

  it('keeps only the programs of the chosen sport', () => {
    expect(weekAvailability(programs, 'SOCCER', now).map((r) => r.program.id)).toEqual([2]);
  });

  it('leaves out programs with nothing in the window, so a sport can come back empty', () => {
    expect(weekAvailability(programs, 'FOOTBALL', now)).toEqual([]);
  });

  it('ignores sessions that have already started', () => {
    expect(weekAvailability([program(1, 'BASKETBALL', [session(1, inDays(-0.01), 5)])], 'ALL', now)).toEqual([]);
  });
});
