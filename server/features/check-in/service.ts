import { and, desc, eq, ne, or, isNull } from 'drizzle-orm';
import { normalizeCheckInCode, type CheckInResult } from '../../../common/check-in.ts';
import { dropNoShowStrike } from '../../domain/attendance-policy.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized, localizedOrNull } from '../../platform/i18n/localized.ts';
import { releaseFee } from '../fees/fees.ts';
import { settleRefunds } from '../payments/refunds.ts';
import { pickCheckIn } from './pick.ts';
import { msg } from '../../../common/messages/index.ts';

/** Who scanned: a staff member on the check-in page, or a kiosk (its audit rows name the staff member who started it). */
export type Scanner = { staffId: number } | { kiosk: { id: number; startedBy: number; label: string } };

/**
 * Checks in the booking holding `rawCode` (issue 32, decision 057): the one whose check-in is open
 * now (pick.ts), marked CHECKED_IN once however many scans race (the update's condition decides).
 * A booking staff had marked as a no-show is checked in after all, and its strike and fee go, as
 * when staff change the mark in the roster.
 */
export async function checkInByCode(ctx: AppContext, rawCode: string, by: Scanner, now = ctx.now(), lang: Language = 'en'): Promise<CheckInResult> {
  const code = normalizeCheckInCode(rawCode);
  if (!code) throw badRequest(msg('checkIn.badCode'));
  const done = await ctx.db.transaction(async (tx) => {
    const candidates = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        attendance: bookings.attendance,
        startsAt: trainingSessions.startsAt,
        durationMinutes: programs.durationMinutes,
        sessionId: trainingSessions.id,
        name: programs.name,
        nameEs: programs.nameEs,
        sessionTitle: trainingSessions.sessionTitle,
        sessionTitleEs: trainingSessions.sessionTitleEs,
        location: trainingSessions.location,
        locationEs: trainingSessions.locationEs,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(bookings)
      .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
      .innerJoin(programs, eq(programs.id, trainingSessions.programId))
      .innerJoin(users, eq(users.id, bookings.athleteId))
      .where(eq(bookings.checkInCode, code))
      .orderBy(desc(trainingSessions.startsAt))
      .limit(50);
    const picked = pickCheckIn(candidates, now);
    if ('refusal' in picked) throw picked.refusal === msg('checkIn.notFound') ? notFound(picked.refusal) : conflict(picked.refusal);
    const b = picked.booking;
    // What staff typed, in the scanner's language (decision 066).
    const name = localized(b.name, b.nameEs, lang);
    const title = localizedOrNull(b.sessionTitle, b.sessionTitleEs, lang);
    // Two scans at once: the first changes the row, the second waits for it and then finds nothing to change.
    const [changed] = await tx
      .update(bookings)
      .set({ attendance: 'CHECKED_IN' })
      .where(and(eq(bookings.id, b.id), eq(bookings.status, 'CONFIRMED'), or(isNull(bookings.attendance), ne(bookings.attendance, 'CHECKED_IN'))))
      .returning({ id: bookings.id });
    let refundId: number | null = null;
    if (changed) {
      refundId = await releaseFee(tx, await dropNoShowStrike(tx, b.id), ctx.now());
      const actor = 'staffId' in by ? by.staffId : by.kiosk.startedBy;
      await audit(tx, actor, 'check-in', 'booking', b.id, 'kiosk' in by ? { via: 'kiosk', kioskId: by.kiosk.id, kiosk: by.kiosk.label } : { via: 'code' });
    }
    const result: CheckInResult = {
      message: changed ? msg('checkIn.checkedIn') : msg('checkIn.alreadyCheckedIn'),
      checkedIn: Boolean(changed),
      bookingId: b.id,
      athlete: { firstName: b.firstName, lastName: b.lastName },
      session: {
        id: b.sessionId,
        name: title ? `${name} (${title})` : name,
        startsAt: b.startsAt.toISOString(),
        location: localized(b.location, b.locationEs, lang),
      },
    };
    return { result, refundId };
  });
  await settleRefunds(ctx, [done.refundId]);
  return done.result;
}
