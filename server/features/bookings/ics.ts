import ical, { ICalCalendarMethod } from 'ical-generator';

export interface CalendarEvent {
  uid: string;
  start: Date;
  minutes: number;
  title: string;
  description: string;
  location: string;
}

/**
 * An iCalendar file with one event, times in UTC. ical-generator escapes the text and folds lines
 * at 75 octets of UTF-8 (RFC 5545), so long non-ASCII titles stay valid (decision 030).
 */
export function buildIcs(e: CalendarEvent, now: Date): string {
  const cal = ical({
    prodId: { company: 'Octane Sports Performance', product: 'Bookings', language: 'EN' },
    scale: 'GREGORIAN',
    method: ICalCalendarMethod.PUBLISH,
  });
  cal.createEvent({
    id: e.uid,
    stamp: now,
    start: e.start,
    end: new Date(e.start.getTime() + e.minutes * 60_000),
    summary: e.title,
    description: e.description,
    location: e.location,
  });
  // Every content line ends in CRLF (RFC 5545), the last one too; the library leaves it off.
  return `${cal.toString()}\r\n`;
}
