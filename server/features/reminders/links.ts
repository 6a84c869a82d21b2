import { and, eq, isNull } from 'drizzle-orm';
import { CANCEL_NOTICE_HOURS } from '../../../common/member.ts';
import { type ReminderLink, type ReminderLinkState } from '../../../common/reminders.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { creditGrants, creditUses, sessionPacks } from '../../db/schema/packs.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { bookingReminders } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, HttpError, notFound } from '../../platform/errors.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { localized, localizedCopy, localizedOrNull } from '../../platform/i18n/localized.ts';
import { cancelBooking } from '../bookings/manage.ts';
import { refundDueOnCancel } from '../bookings/refund-policy.ts';
import { msg } from '../../../common/messages/index.ts';

/** The link's reminder, its booking and session (the booking's current one), and the recipient; 404 for a token we never sent. */
async function findLink(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ r: bookingReminders, b: bookings, s: trainingSessions, program: programs.name, programEs: programs.nameEs, recipient: users })
    .from(bookingReminders)
    .innerJoin(bookings, eq(bookings.id, bookingReminders.bookingId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(users, eq(users.id, bookingReminders.userId))
    .where(eq(bookingReminders.tokenHash, hashToken(token)));
  if (!row) throw notFound(msg('reminders.linkInvalid'));
  return row;
}

type Found = Awaited<ReturnType<typeof findLink>>;

function stateOf({ r, b, s }: Found, now: Date): ReminderLinkState {
  if (r.answer) return r.answer;
  if (b.status === 'CANCELLED') return 'BOOKING_CANCELLED';
  if (b.sessionId !== r.sessionId) return 'MOVED';
  if (s.startsAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'OPEN';
}

async function describe(ctx: AppContext, found: Found, now: Date, answeredNow = false): Promise<ReminderLink & { answeredNow: boolean }> {
  const { r, b, s } = found;
  const [athlete] = await ctx.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, b.athleteId));
  const [credit] = b.paidWithCredit
    ? await ctx.db
        .select({ pack: creditGrants.packName, source: { name: sessionPacks.name, nameEs: sessionPacks.nameEs } })
        .from(creditUses)
        .innerJoin(creditGrants, eq(creditGrants.id, creditUses.grantId))
        .innerJoin(sessionPacks, eq(sessionPacks.id, creditGrants.packId))
        .where(eq(creditUses.bookingId, b.id))
    : [];
  const due = refundDueOnCancel(b, s.startsAt, now);
  const state = stateOf(found, now);
  // The page is the recipient's, in their language: what staff typed too (decision 066).
  const lang = mailLanguage(found.recipient.language);
  return {
    subject: 'SESSION' as const,
    state,
    answeredNow,
    language: lang,
    booking: {
      id: b.id,
      program: localized(found.program, found.programEs, lang),
      sessionTitle: localizedOrNull(s.sessionTitle, s.sessionTitleEs, lang),
      date: s.date,
      time: s.time,
      location: `${localized(s.location, s.locationEs, lang)}, ${ctx.config.BUSINESS_ADDRESS}`,
      athlete: `${athlete?.firstName ?? ''} ${athlete?.lastName ?? ''}`.trim(),
    },
    cancelNow: {
      returned: due > 0,
      amount: due / 100,
      paidWithCredit: b.paidWithCredit,
      pack: credit ? localizedCopy(credit.pack, credit.source, lang) : null,
      noticeHours: CANCEL_NOTICE_HOURS,
    },
    cancelled:
      r.answer === 'CANCELLED'
        ? {
            refunded: b.paidWithCredit ? 0 : b.refundDueCents / 100,
            creditReturned: b.paidWithCredit && b.refundDueCents > 0,
            paidWithCredit: b.paidWithCredit,
          }
        : null,
  };
}

/** GET: what the link is about and where it stands; "Can't make it" reads what cancelling now gives back from here. */
export async function reminderLink(ctx: AppContext, token: string) {
  const now = ctx.now();
  return describe(ctx, await findLink(ctx, token), now);
}

/**
 * "I'll be there": recorded once, under the booking's shared lock then the reminder's (decision 038
 * order), only while the link is open. Any other state (already answered, moved, cancelled, started)
 * is answered as it is, with nothing recorded.
 */
export async function confirmReminder(ctx: AppContext, token: string) {
  const now = ctx.now();
  const found = await findLink(ctx, token);
  const recorded = await ctx.db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, found.b.id)).for('share');
    const [s] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, b!.sessionId));
    if (stateOf({ ...found, b: b!, s: s! }, now) !== 'OPEN') return false;
    const done = await tx
      .update(bookingReminders)
      .set({ answer: 'CONFIRMED', answeredAt: now })
      .where(and(eq(bookingReminders.id, found.r.id), isNull(bookingReminders.answer)))
      .returning({ id: bookingReminders.id });
    return done.length > 0;
  });
  return describe(ctx, await findLink(ctx, token), now, recorded);
}

/**
 * "Can't make it", confirmed: cancelBooking as the recipient (the athlete or a linked parent), so the
 * refund, the forfeit, the e-mails and the waitlist offer are exactly a member's own cancel. The link
 * marks itself used inside that transaction; a second use (or a race with one) undoes nothing and is
 * answered with the link's state.
 */
export async function cancelFromReminder(ctx: AppContext, token: string) {
  const now = ctx.now();
  const found = await findLink(ctx, token);
  if (stateOf(found, now) !== 'OPEN') return describe(ctx, found, now);
  try {
    await cancelBooking(ctx, found.recipient, found.b.id, now, async (tx) => {
      const done = await tx
        .update(bookingReminders)
        .set({ answer: 'CANCELLED', answeredAt: now })
        .where(and(eq(bookingReminders.id, found.r.id), isNull(bookingReminders.answer), eq(bookingReminders.sessionId, found.b.sessionId)))
        .returning({ id: bookingReminders.id });
      if (done.length === 0) throw conflict(msg('reminders.linkUsed'));
    });
  } catch (err) {
    // Already cancelled, started, or this link used meanwhile: the page shows where it stands now.
    if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
    return describe(ctx, await findLink(ctx, token), now);
  }
  return describe(ctx, await findLink(ctx, token), now, true);
}
