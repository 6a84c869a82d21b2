import type { Booking } from '@common/bookings';
import type { WaitlistEntry } from '@common/waitlist';
import { localeOf } from '@/lib/i18n/format';
import type { Language } from '@/lib/i18n/language';

/** Who a place in line is for: the member themself, or (parents) one of their athletes. */
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
}
export const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

/**
 * The checkout link that takes an offered place (the server's create-payment-intent takes the
 * hold); a parent's link names the athlete the place is held for.
 */
export function offerCheckoutHref(entry: Pick<WaitlistEntry, 'sessionId' | 'session' | 'athlete'>, memberId: number | undefined): string {
  const base = `/enhanced-checkout?programId=${entry.session.programId}&sessionId=${entry.sessionId}`;
  return entry.athlete.id === memberId ? base : `${base}&athleteId=${entry.athlete.id}`;
}

/** Offered places first (they run out), then the waiting ones by session start, as the server sends them. */
export function splitEntries(list: readonly WaitlistEntry[]) {
  return { offered: list.filter((e) => e.status === 'OFFERED'), waiting: list.filter((e) => e.status === 'WAITING') };
}

/**
 * Who can still join a session's line: the athlete themself, or a parent's linked athletes, less
 * anyone already in it or booked into the session.
 */
export function joinableAthletes<P extends Person>(
  candidates: readonly P[],
  sessionId: number,
  entries: readonly Pick<WaitlistEntry, 'sessionId' | 'athlete'>[],
  bookings: readonly Pick<Booking, 'status' | 'athlete' | 'session'>[],
): P[] {
  const taken = new Set([
    ...entries.filter((e) => e.sessionId === sessionId).map((e) => e.athlete.id),
    ...bookings.filter((b) => b.session.id === sessionId && b.status === 'CONFIRMED').map((b) => b.athlete.id),
  ]);
  return candidates.filter((c) => !taken.has(c.id));
}

/**
 * When an offered place stops being held, in the facility's time zone (as its e-mail says it, issue
 * 34): the clock time alone when that is today there, else the day too ("Dec 5" / "5 dic") — offers
 * last two hours at most, so rarely.
 */
export function heldUntilParts(iso: string, language: Language, now: Date, timeZone: string): { time: string; day: string | null } {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
  const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(d);
  return {
    time,
    day:
      dayOf(at) === dayOf(now) ? null : new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(at),
  };
}
