import { describe, expect, it } from 'vitest';
import { ageOn, dayIn } from './age.ts';

describe('ageOn', () => {
  it('counts whole years completed on the day', () => {
    expect(ageOn('2019-06-15', '2026-06-14')).toBe(6);
    expect(ageOn('2019-06-15', '2026-06-15')).toBe(7);
    expect(ageOn('2019-06-15', '2026-12-31')).toBe(7);
    expect(ageOn('2026-11-27', '2026-11-27')).toBe(0);
  });
  it('counts a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2016-02-29', '2025-02-28')).toBe(8);
    expect(ageOn('2016-02-29', '2025-03-01')).toBe(9);
    expect(ageOn('2016-02-29', '2024-02-29')).toBe(8);
  });
});

describe('dayIn', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    const lateEvening = new Date('2026-11-28T03:30:00Z');
    expect(dayIn('America/Chicago', lateEvening)).toBe('2026-11-27');
    expect(dayIn('UTC', lateEvening)).toBe('2026-11-28');
  });
});
