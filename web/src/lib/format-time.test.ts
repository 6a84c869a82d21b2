import { describe, expect, it } from 'vitest';
import { facilityDay } from './format-time';

describe('facility dates', () => {
  it('reads the calendar day as given, at local noon, whatever the time zone', () => {
    for (const day of ['2026-03-02', '2026-12-31', '2027-01-01']) {
      const d = facilityDay(day);
      expect([d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-')).toBe(day);
      expect(d.getHours()).toBe(12);
    }
  });
});
