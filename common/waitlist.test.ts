import { describe, expect, it } from 'vitest';
import { offerWindowMs } from './waitlist.ts';

const MIN = 60_000;
const now = new Date('2026-12-01T12:00:00Z');
const startsIn = (minutes: number) => new Date(now.getTime() + minutes * MIN);

describe('how long an offered place is held', () => {
  it('is two hours when the start is far', () => {
    expect(offerWindowMs(startsIn(3 * 24 * 60), now)).toBe(120 * MIN);
    expect(offerWindowMs(startsIn(240), now)).toBe(120 * MIN);
  });
  it('is half the time left as the start nears, so the next in line still has a chance', () => {
    expect(offerWindowMs(startsIn(180), now)).toBe(90 * MIN);
    expect(offerWindowMs(startsIn(60), now)).toBe(30 * MIN);
  });
  it('is at least 15 minutes, or until the start when that is sooner', () => {
    expect(offerWindowMs(startsIn(20), now)).toBe(15 * MIN);
    expect(offerWindowMs(startsIn(10), now)).toBe(10 * MIN);
  });
  it('is none once the session has started', () => {
    expect(offerWindowMs(startsIn(0), now)).toBe(0);
    expect(offerWindowMs(startsIn(-5), now)).toBe(0);
  });
});
