import { describe, expect, it } from 'vitest';
import { bookedCount, sessionLabel } from './session-label';

const session = { programName: 'Speed & Agility', sessionTitle: 'Ages 5-7' as string | null, date: '2026-03-02', time: '07:00:00', totalSpots: 12, availableSpots: 9 };

describe('sessionLabel', () => {
  it('names the program, the title, the day and the time', () => {
    expect(sessionLabel(session)).toBe('Speed & Agility (Ages 5-7), Mon, Mar 2 at 7:00 AM');
  });

  it('leaves out a missing title', () => {
    expect(sessionLabel({ ...session, sessionTitle: null })).toBe('Speed & Agility, Mon, Mar 2 at 7:00 AM');
  });
});

describe('bookedCount', () => {
  it('is the capacity less the spots still open', () => {
    expect(bookedCount(session)).toBe(3);
  });
});
