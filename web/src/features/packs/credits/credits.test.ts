import { describe, expect, it } from 'vitest';
import type { CreditGrant, Credits } from '@common/packs';
import { covers, creditForProgram, holdsCredits, isUsable, usableGrants } from './credits';

const now = new Date('2026-12-01T12:00:00Z');
const grant = (over: Partial<CreditGrant> = {}): CreditGrant => ({
  id: 1,
  packName: 'Ten sessions',
  credits: 10,
  remaining: 4,
  expiresAt: '2027-01-01T00:00:00.000Z',
  expired: false,
  programs: [],
  boughtAt: '2026-10-01T00:00:00.000Z',
  ...over,
});
const credits = (grants: CreditGrant[]): Credits => ({ balance: grants.reduce((n, g) => n + g.remaining, 0), nextExpiry: null, grants });

describe('holdsCredits', () => {
  it('is for athletes and parents only', () => {
    expect(holdsCredits('ATHLETE')).toBe(true);
    expect(holdsCredits('PARENT')).toBe(true);
    expect(holdsCredits('COACH')).toBe(false);
    expect(holdsCredits(undefined)).toBe(false);
  });
});

describe('isUsable', () => {
  it('needs credits left, not expired by the server or by the clock', () => {
    expect(isUsable(grant(), now)).toBe(true);
    expect(isUsable(grant({ remaining: 0 }), now)).toBe(false);
    expect(isUsable(grant({ expired: true }), now)).toBe(false);
    expect(isUsable(grant({ expiresAt: '2026-12-01T11:59:59.000Z' }), now)).toBe(false);
  });
});

describe('covers', () => {
  it('covers any program when the pack names none, else only the ones it names', () => {
    expect(covers(grant(), 7)).toBe(true);
    expect(covers(grant({ programs: [{ id: 7, name: 'Speed' }] }), 7)).toBe(true);
    expect(covers(grant({ programs: [{ id: 8, name: 'Agility' }] }), 7)).toBe(false);
  });
});

describe('creditForProgram', () => {
  it('picks the soonest-expiring usable grant that covers the program', () => {
    const list = credits([
      grant({ id: 1, expiresAt: '2027-03-01T00:00:00.000Z' }),
      grant({ id: 2, expiresAt: '2026-12-10T00:00:00.000Z', programs: [{ id: 8, name: 'Agility' }] }),
      grant({ id: 3, expiresAt: '2027-02-01T00:00:00.000Z', programs: [{ id: 7, name: 'Speed' }] }),
      grant({ id: 4, expiresAt: '2026-12-05T00:00:00.000Z', remaining: 0 }),
      grant({ id: 5, expiresAt: '2026-11-30T00:00:00.000Z' }),
    ]);
    expect(creditForProgram(list, 7, now)?.id).toBe(3);
    expect(creditForProgram(list, 8, now)?.id).toBe(2);
    expect(creditForProgram(list, 9, now)?.id).toBe(1);
  });

  it('is null without credits or when none covers the program', () => {
    expect(creditForProgram(undefined, 7, now)).toBeNull();
    expect(creditForProgram(credits([grant({ programs: [{ id: 8, name: 'Agility' }] })]), 7, now)).toBeNull();
  });
});

describe('usableGrants', () => {
  it('lists usable grants by expiry', () => {
    const list = credits([
      grant({ id: 1, expiresAt: '2027-03-01T00:00:00.000Z' }),
      grant({ id: 2, expiresAt: '2027-01-01T00:00:00.000Z' }),
      grant({ id: 3, expired: true }),
    ]);
    expect(usableGrants(list, now).map((g) => g.id)).toEqual([2, 1]);
  });
});
