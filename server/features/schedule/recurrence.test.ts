import { describe, expect, it } from 'vitest';
import { expandWeekly } from './recurrence.ts';

describe('expandWeekly', () => {
  it('keeps 7 AM local across the November daylight-saving change in New York', () => {
    const list = expandWeekly([6, 1], '07:00:00', '2026-10-31', '2026-11-02', 'America/New_York');
    expect(list.map((o) => [o.date, o.startsAt.toISOString()])).toEqual([
      ['2026-10-31', '2026-10-31T11:00:00.000Z'], // EDT, UTC-4
      ['2026-11-02', '2026-11-02T12:00:00.000Z'], // EST, UTC-5
    ]);
  });
  it('keeps the local time across the March change too, and includes the until date', () => {
    const list = expandWeekly([0], '09:00:00', '2027-03-07', '2027-03-14', 'America/New_York');
    expect(list.map((o) => o.startsAt.toISOString())).toEqual(['2027-03-07T14:00:00.000Z', '2027-03-14T13:00:00.000Z']);
  });
  it('gives nothing when until is before start', () => {
    expect(expandWeekly([1, 2, 3], '07:00:00', '2026-12-10', '2026-12-01', 'America/New_York')).toEqual([]);
  });
});
