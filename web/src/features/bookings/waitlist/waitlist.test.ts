import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '@common/waitlist';
import { heldUntilParts, joinableAthletes, offerCheckoutHref, splitEntries } from './waitlist';

const entry = (over: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: 1,
  sessionId: 7,
  status: 'WAITING',
  position: 1,
  offerExpiresAt: null,
  autoBook: false,
  athlete: { id: 10, firstName: 'Ana', lastName: 'Ruiz' },
  session: {
    date: '2026-12-05',
    time: '09:00:00',
    startsAt: '2026-12-05T14:00:00.000Z',
    sessionTitle: null,
    location: 'Court 1',
    programId: 3,
    programName: 'Speed',
    price: 40,
  },
  ...over,
});

describe('offerCheckoutHref', () => {
  it('is the normal checkout link; a parent’s names the athlete', () => {
    expect(offerCheckoutHref(entry(), 10)).toBe('/enhanced-checkout?programId=3&sessionId=7');
    expect(offerCheckoutHref(entry(), 99)).toBe('/enhanced-checkout?programId=3&sessionId=7&athleteId=10');
  });
});

describe('splitEntries', () => {
  it('separates offers from places still waiting', () => {
    const list = [entry({ id: 1 }), entry({ id: 2, status: 'OFFERED', position: null }), entry({ id: 3, position: 2 })];
    const { offered, waiting } = splitEntries(list);
    expect(offered.map((e) => e.id)).toEqual([2]);
    expect(waiting.map((e) => e.id)).toEqual([1, 3]);
  });
});

describe('joinableAthletes', () => {
  const kids = [
    { id: 10, firstName: 'Ana', lastName: 'Ruiz' },
    { id: 11, firstName: 'Leo', lastName: 'Ruiz' },
    { id: 12, firstName: 'Mia', lastName: 'Ruiz' },
  ];
  const booking = (athleteId: number, sessionId: number, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED') =>
    ({ status, athlete: { id: athleteId, firstName: '', lastName: '' }, session: { id: sessionId } }) as never;

  it('leaves out anyone already in this line or booked into the session', () => {
    const got = joinableAthletes(kids, 7, [entry()], [booking(11, 7), booking(12, 7, 'CANCELLED'), booking(12, 8)]);
    expect(got.map((k) => k.id)).toEqual([12]);
  });

  it('ignores other sessions’ lines', () => {
    expect(joinableAthletes(kids, 8, [entry()], []).map((k) => k.id)).toEqual([10, 11, 12]);
  });
});

describe('heldUntilParts', () => {
  const TZ = 'America/New_York';
  // 1:00 PM in New York on Dec 5 (EST, UTC-5), whatever zone the test runs in.
  const now = new Date('2026-12-05T18:00:00Z');
  it('says only the time when the hold ends today, in the facility time zone', () => {
    const parts = heldUntilParts('2026-12-05T20:45:00Z', 'en', now, TZ);
    expect(parts).toEqual({ time: '3:45 PM', day: null });
  });

  it('adds the day when it ends on another one there', () => {
    const parts = heldUntilParts('2026-12-06T05:30:00Z', 'en', now, TZ);
    expect(parts.time).toBe('12:30 AM');
    expect(parts.day).toBe('Sun, Dec 6');
  });

  it('reads the facility clock, not the device one: the same instant in Los Angeles is another time', () => {
    expect(heldUntilParts('2026-12-05T20:45:00Z', 'en', now, 'America/Los_Angeles').time).toBe('12:45 PM');
  });

  it('speaks Spanish', () => {
    expect(heldUntilParts('2026-12-05T20:45:00Z', 'es', now, TZ).time).toMatch(/^3:45\sp\.\s?m\.$/);
  });
});
