import { describe, expect, it } from 'vitest';
import { waitForPath, waitlistFrom } from './waitlist-param';

describe('the waitlist parameter of the schedule (issue 29)', () => {
  it('adds the session to this week of the schedule, keeping its filters', () => {
    expect(waitForPath('/schedule', '', 12)).toBe('/schedule?waitlist=12');
    expect(waitForPath('/schedule', 'from=2026-12-07&program=3', 12)).toBe('/schedule?from=2026-12-07&program=3&waitlist=12');
    expect(waitForPath('/schedule', 'waitlist=4', 12)).toBe('/schedule?waitlist=12');
  });

  it('reads back a positive whole number, or nothing', () => {
    expect(waitlistFrom('from=2026-12-07&waitlist=12')).toBe(12);
    for (const bad of ['', 'waitlist=', 'waitlist=0', 'waitlist=-3', 'waitlist=1.5', 'waitlist=abc', 'waitlist=99999999999999999999']) {
      expect(waitlistFrom(bad), bad).toBeNull();
    }
  });
});
