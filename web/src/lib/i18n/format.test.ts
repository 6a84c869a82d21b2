import { describe, expect, it } from 'vitest';
import {
  instantDate,
  instantDateTime,
  instantMonthDay,
  longDay,
  money,
  monthDay,
  shortDay,
  wallTime,
  weekdayLong,
  instantLongDate,
  instantDayTime,
} from './format';

describe('formatting for the language', () => {
  it('writes facility days and wall-clock times as they are, in each language', () => {
    expect(longDay('2026-03-02', 'en')).toBe('Monday, March 2, 2026');
    expect(longDay('2026-03-02', 'es')).toBe('lunes, 2 de marzo de 2026');
    expect(shortDay('2026-03-02', 'en')).toBe('Mon, Mar 2');
    expect(wallTime('17:30:00', 'en')).toBe('5:30 PM');
    expect(wallTime('17:30:00', 'es')).toBe('5:30 p.m.');
    expect(wallTime('25:00', 'es')).toBeNull();
  });
  it('shows dollars with two decimals', () => {
    expect(money(45, 'en')).toBe('$45.00');
    expect(money(1234.5, 'es')).toBe('$1,234.50');
  });
  it('names weekdays and writes instants in the browser zone', () => {
    expect(weekdayLong('2026-03-02', 'en')).toBe('Monday');
    expect(weekdayLong('2026-03-02', 'es')).toBe('lunes');
    // Midday UTC is March 2 in every zone from UTC-11 to UTC+11.
    expect(instantDate('2026-03-02T12:00:00Z', 'en')).toBe('Mar 2, 2026');
    expect(instantDate('2026-03-02T12:00:00Z', 'es')).toBe('2 mar 2026');
    expect(instantDateTime('2026-03-02T12:00:00Z', 'en')).toMatch(/^Mar 2, 2026 \d{1,2}:\d{2}\s[AP]M$/);
  });
});

describe('month and day without the year', () => {
  it('writes a facility day and an instant as a short month and day', () => {
    expect(monthDay('2026-03-02', 'en')).toBe('Mar 2');
    expect(monthDay('2026-03-02', 'es')).toBe('2 mar');
    // Midday UTC is March 2 in every zone from UTC-11 to UTC+11.
    expect(instantMonthDay('2026-03-02T12:00:00Z', 'en')).toBe('Mar 2');
    expect(instantMonthDay('2026-03-02T12:00:00Z', 'es')).toBe('2 mar');
  });
});

describe('instants with the month in full, or with their time', () => {
  it('writes an instant as a long date, or as a day and time without the year', () => {
    // Midday UTC is April 6 in every zone from UTC-11 to UTC+11.
    expect(instantLongDate('2026-04-06T12:00:00Z', 'en')).toBe('April 6, 2026');
    expect(instantLongDate('2026-04-06T12:00:00Z', 'es')).toBe('6 de abril de 2026');
    expect(instantDayTime('2026-04-06T12:00:00Z', 'en')).toMatch(/^Apr 6, \d{1,2}:\d{2}\s[AP]M$/);
    expect(instantDayTime('2026-04-06T12:00:00Z', 'es')).toMatch(/^6 abr, \d{1,2}:\d{2}\s[ap]\.\s?m\.$/);
  });
});
