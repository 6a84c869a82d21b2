import type { PickupGame } from '@common/pickup';

/** A pickup game for unit tests: a Friday 5v5, 3 of 10 places taken, $10; override what a test needs. */
export const testGame = (over: Partial<PickupGame> = {}): PickupGame => ({
  id: 1,
  title: 'Friday Night Runs 5v5',
  sport: 'basketball',
  date: '2026-03-06',
  startTime: '19:00:00',
  endTime: '21:00:00',
  startsAt: '2026-03-07T00:00:00.000Z',
  location: 'Court 1',
  currentPlayers: 3,
  maxPlayers: 10,
  cost: 1000,
  skillLevel: 'Intermediate',
  joined: false,
  ...over,
});
