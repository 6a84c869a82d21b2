import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, formatTime12 } from './format-time';

describe('formatTime12', () => {
  it.each([
    ['00:00:00', '12:00 AM'],
    ['07:00:00', '7:00 AM'],
    ['11:59:00', '11:59 AM'],
    ['12:00:00', '12:00 PM'],
    ['17:30:00', '5:30 PM'],
    ['23:05', '11:05 PM'],
  ])('shows %s as %s', (time, shown) => {
    expect(formatTime12(time)).toBe(shown);
  });

  it('shows Time TBA when the time is missing, empty or not a time', () => {
    expect(formatTime12(null)).toBe('Time TBA');
    expect(formatTime12(undefined)).toBe('Time TBA');
    expect(formatTime12('')).toBe('Time TBA');
    expect(formatTime12('soon')).toBe('Time TBA');
    expect(formatTime12('25:00:00')).toBe('Time TBA');
  });
});

describe('facility dates', () => {
  it('formats the calendar day as given, whatever the time zone', () => {
    expect(formatLongDate('2026-03-02')).toBe('Monday, March 2, 2026');
    expect(formatShortDate('2026-12-31')).toBe('Thu, Dec 31');
    expect(formatShortDate('2027-01-01')).toBe('Fri, Jan 1');
  });
});
