import { describe, expect, it } from 'vitest';
import { greeting, isNewMember } from './greeting';

const now = new Date('2026-11-25T12:00:00Z');

describe('the dashboard greeting', () => {
  it('welcomes a brand-new member rather than "Welcome back"', () => {
    expect(greeting('Casey', isNewMember('2026-11-25T11:59:00Z', 0, now))).toBe('Welcome, Casey!');
    expect(greeting('Casey', isNewMember('2026-11-25T11:59:00Z', undefined, now))).toBe('Welcome, Casey!');
  });
  it('welcomes back someone who has booked, or whose account is older than a week', () => {
    expect(greeting('Jordan', isNewMember('2026-11-25T11:00:00Z', 2, now))).toBe('Welcome back, Jordan!');
    expect(greeting('Jordan', isNewMember('2026-10-01T00:00:00Z', 0, now))).toBe('Welcome back, Jordan!');
  });
});
