import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics.ts';

const event = {
  uid: 'booking-7@octane',
  start: new Date('2026-05-01T15:00:00Z'),
  minutes: 90,
  title: 'Speed; Agility, Power',
  description: 'Booking #7 for Ana Díaz\nBring water',
  location: 'Field 2, 123 Main St',
};

describe('buildIcs', () => {
  it('writes one UTC event with escaped text, every line ended by CRLF', () => {
    const ics = buildIcs(event, new Date('2026-04-01T08:30:00.123Z'));
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Octane Sports Performance//Bookings//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:booking-7@octane',
        'DTSTAMP:20260401T083000Z',
        'DTSTART:20260501T150000Z',
        'DTEND:20260501T163000Z',
        'SUMMARY:Speed\\; Agility\\, Power',
        'DESCRIPTION:Booking #7 for Ana Díaz\\nBring water',
        'LOCATION:Field 2\\, 123 Main St',
      ]),
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('folds a long non-ASCII title at 75 octets per line without splitting a character', () => {
    const title = 'Entrenamiento de velocidad ⚡ para categorías sub-12 — ñandú 🏃‍♀️ '.repeat(4).trim();
    const ics = buildIcs({ ...event, title }, new Date());
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics).not.toContain('\uFFFD');
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${title}`);
  });
});
