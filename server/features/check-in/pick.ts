import { attendanceRefusal } from '../../../common/bookings.ts';
import { msg } from '../../../common/messages/index.ts';

/** A booking that holds the scanned code, with its session's start and length. */
export interface CodeCandidate {
  id: number;
  status: 'CONFIRMED' | 'PENDING' | 'CANCELLED';
  startsAt: Date;
  durationMinutes: number;
}

/**
 * Which booking a scanned code checks in, or why none (decision 057). Codes are random, not unique:
 * of the bookings holding it, a paid one whose check-in is open now (from 60 minutes before the
 * start to the end of the session) wins; otherwise the one whose session is nearest to now says
 * why it cannot be checked in (cancelled, not paid, too early, over).
 */
export function pickCheckIn<C extends CodeCandidate>(candidates: readonly C[], now: Date): { booking: C } | { refusal: string } {
  const endOf = (c: C) => c.startsAt.getTime() + c.durationMinutes * 60_000;
  const open = candidates.filter((c) => c.status === 'CONFIRMED' && attendanceRefusal('CHECKED_IN', c.startsAt, now) === null && now.getTime() <= endOf(c));
  const nearest = (list: readonly C[]) =>
    [...list].sort((a, b) => Math.abs(a.startsAt.getTime() - now.getTime()) - Math.abs(b.startsAt.getTime() - now.getTime()))[0];
  const chosen = nearest(open);
  if (chosen) return { booking: chosen };
  const closest = nearest(candidates);
  if (!closest) return { refusal: msg('checkIn.notFound') };
  if (closest.status === 'CANCELLED') return { refusal: msg('checkIn.cancelled') };
  if (closest.status === 'PENDING') return { refusal: msg('checkIn.notPaid') };
  return { refusal: attendanceRefusal('CHECKED_IN', closest.startsAt, now) ?? msg('checkIn.ended') };
}
