import { describe, expect, it } from 'vitest';
import { facilityToday } from './facility-today';

describe('facilityToday', () => {
  const lateEvening = new Date('2026-11-22T01:30:00Z');

  it('is the date at the facility, not in UTC', () => {
    expect(facilityToday('America/New_York', lateEvening)).toBe('2026-11-21');
    expect(facilityToday('Europe/Berlin', lateEvening)).toBe('2026-11-22');
  });

  it('falls back to the browser date without a zone or with an unknown one', () => {
    const local = new Date(2026, 2, 2, 12);
    expect(facilityToday(undefined, local)).toBe('2026-03-02');
    expect(facilityToday('Mars/Olympus', local)).toBe('2026-03-02');
  });
});
