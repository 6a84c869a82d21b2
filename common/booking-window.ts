import { z } from 'zod';
import { msg } from './messages/index.ts';

/**
 * Booking windows and priority booking (issue 32, decision 056; docs/design.md section 9). A
 * program may say how many days before a session booking opens (`bookingOpensDays`; null: always
 * open); members whose plan includes priority booking may book `priorityDays` days earlier.
 *
 * Days are calendar days in the facility's time zone: a session on 2026-12-20 with a 14-day window
 * opens for everyone at midnight (facility time) starting 2026-12-06, and with 3 priority days for
 * priority members at midnight starting 2026-12-03. Whole days make "Opens for everyone on
 * Sunday, December 6" exactly true, with no hour to state. Both the server (which enforces) and the
 * web (which shows it) call these functions with the facility's "today" (`dayIn` in common/age.ts).
 */

/** How many days earlier priority plans book when a program does not say (docs/design.md section 9). */
export const DEFAULT_PRIORITY_DAYS = 3;
/** The demo programs' window (docs/design.md section 9). */
export const DEMO_BOOKING_OPENS_DAYS = 14;
/** The most either number may be (a year). */
export const MAX_WINDOW_DAYS = 365;

/** A number of days in the staff program form or JSON: 0 to MAX_WINDOW_DAYS. */
export const windowDays = () =>
  z
    .number({ error: msg('programs.windowDays') })
    .int(msg('programs.windowDays'))
    .min(0, msg('programs.windowDays'))
    .max(MAX_WINDOW_DAYS, msg('programs.windowDays'));

export interface BookingWindow {
  /** Days before the session's date that booking opens for everyone; null: always open. */
  bookingOpensDays: number | null;
  /** Days earlier than that for members whose plan includes priority booking. */
  priorityDays: number;
}

/** A YYYY-MM-DD calendar date moved by whole days. */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The days booking opens (YYYY-MM-DD, facility calendar) for everyone and for priority members; null when always open. */
export interface BookingOpens {
  /** The day (YYYY-MM-DD, facility calendar) booking opens for everyone. */
  everyone: string;
  /** The day it opens for members whose plan includes priority booking. */
  priority: string;
}

export function bookingOpensOn(sessionDate: string, window: BookingWindow): BookingOpens | null {
  if (window.bookingOpensDays === null) return null;
  const everyone = shiftDate(sessionDate, -window.bookingOpensDays);
  return { everyone, priority: shiftDate(everyone, -Math.max(0, window.priorityDays)) };
}

export type BookingWindowState =
  /** Open to everyone (or no window). */
  | { open: true; early: false; everyoneOn: string | null }
  /** Open to this member only because their plan includes priority booking ("Opens for you now"). */
  | { open: true; early: true; everyoneOn: string }
  /** Not open to this member yet: `opensOn` is their day (the priority day with priority), `everyoneOn` everyone's. */
  | { open: false; early: false; opensOn: string; everyoneOn: string; priority: boolean };

/**
 * Whether a member may book a session on `today` (YYYY-MM-DD, facility calendar): the one rule of
 * booking windows. `priority` is whether the plan that pays (the member's own; a parent's for a
 * child) includes priority booking.
 */
export function bookingWindowState(sessionDate: string, window: BookingWindow, today: string, priority: boolean): BookingWindowState {
  return windowStateOn(bookingOpensOn(sessionDate, window), today, priority);
}

/** The same rule from the days a session opens (as the schedule answers them, `bookingOpens`). */
export function windowStateOn(opens: BookingOpens | null, today: string, priority: boolean): BookingWindowState {
  if (!opens) return { open: true, early: false, everyoneOn: null };
  if (today >= opens.everyone) return { open: true, early: false, everyoneOn: opens.everyone };
  if (priority && today >= opens.priority) return { open: true, early: true, everyoneOn: opens.everyone };
  return { open: false, early: false, opensOn: priority ? opens.priority : opens.everyone, everyoneOn: opens.everyone, priority };
}

/**
 * The refusal's code (409), with `opensOn` (YYYY-MM-DD): the day booking opens for the one refused.
 * Its sentence is the catalogue's `bookings.notOpen` ("Booking for this session opens on Sunday,
 * December 6, 2026.", worded in either language from that day).
 */
export const BOOKING_NOT_OPEN_CODE = 'booking_not_open';
