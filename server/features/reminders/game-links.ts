import { and, eq, isNull } from 'drizzle-orm';
import { CANCEL_NOTICE_HOURS } from '../../../common/member.ts';
import { type ReminderLink, type ReminderLinkState } from '../../../common/reminders.ts';
import { payments } from '../../db/schema/payments.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { eventReminders } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { leaveGame } from '../pickup/join.ts';
import { msg } from '../../../common/messages/index.ts';

/*
 * A pickup game's reminder answered with one tap (issue 32): the same page and calls as a session's
 * (links.ts), for the row `event_reminders` keeps of the game's reminder. "I'll be there" is recorded
 * once; "Can't make it", confirmed, leaves the game exactly as the member's own leave does (a paid
 * place is refunded 24 hours or more ahead, kept later), and the link marks itself used.
 */

/** The game reminder a token names, or null when the token is no game reminder's. */
export async function findGameLink(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ r: eventReminders, game: pickupGames, recipient: users })
    .from(eventReminders)
    .innerJoin(pickupGames, eq(pickupGames.id, eventReminders.subjectId))
    .innerJoin(users, eq(users.id, eventReminders.userId))
    .where(and(eq(eventReminders.tokenHash, hashToken(token)), eq(eventReminders.kind, 'PICKUP')));
  return row ?? null;
}

type Found = NonNullable<Awaited<ReturnType<typeof findGameLink>>>;

async function placeOf(ctx: AppContext, found: Found) {
  const [p] = await ctx.db
    .select({ paymentId: pickupPlayers.paymentId, amountCents: payments.amountCents, refundedCents: payments.refundedCents, status: payments.status })
    .from(pickupPlayers)
    .leftJoin(payments, eq(payments.id, pickupPlayers.paymentId))
    .where(and(eq(pickupPlayers.gameId, found.game.id), eq(pickupPlayers.userId, found.recipient.id)));
  return p ?? null;
}

function stateOf(found: Found, inGame: boolean, now: Date): ReminderLinkState {
  if (found.r.answer) return found.r.answer;
  if (found.game.startsAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (!inGame) return 'BOOKING_CANCELLED';
  return 'OPEN';
}

async function describe(ctx: AppContext, found: Found, now: Date, answeredNow = false, refundedCents = 0): Promise<ReminderLink & { answeredNow: boolean }> {
  const place = await placeOf(ctx, found);
  const paidLeft = place?.status === 'SUCCEEDED' && place.amountCents !== null ? place.amountCents - (place.refundedCents ?? 0) : 0;
  const refundable = found.game.startsAt.getTime() - now.getTime() >= CANCEL_NOTICE_HOURS * 3600_000;
  const returned = refundable && paidLeft > 0;
  return {
    subject: 'GAME',
    state: stateOf(found, place !== null, now),
    answeredNow,
    language: mailLanguage(found.recipient.language),
    booking: {
      id: found.game.id,
      program: found.game.title,
      sessionTitle: null,
      date: found.game.date,
      time: found.game.startTime,
      location: `${found.game.location}, ${ctx.config.BUSINESS_ADDRESS}`,
      athlete: `${found.recipient.firstName} ${found.recipient.lastName}`.trim(),
    },
    // A game's `amount` is what the place was paid (refunded or not): 0 for a free game.
    cancelNow: { returned, amount: paidLeft / 100, paidWithCredit: false, pack: null, noticeHours: CANCEL_NOTICE_HOURS },
    cancelled: found.r.answer === 'CANCELLED' ? { refunded: refundedCents / 100, creditReturned: false, paidWithCredit: false } : null,
  };
}

async function mustFind(ctx: AppContext, token: string): Promise<Found> {
  const found = await findGameLink(ctx, token);
  if (!found) throw notFound(msg('reminders.linkInvalid'));
  return found;
}

/** GET: the game, where the link stands, and what leaving now refunds. */
export async function gameLink(ctx: AppContext, found: Found) {
  return describe(ctx, found, ctx.now());
}

/** "I'll be there": recorded once, only while the player is in the game and it has not started. */
export async function confirmGameReminder(ctx: AppContext, token: string) {
  const now = ctx.now();
  const found = await mustFind(ctx, token);
  const recorded = await ctx.db.transaction(async (tx) => {
    // The place, shared: a leave waits, so the answer is never recorded for a player who just left.
    const inGame = await tx
      .select({ userId: pickupPlayers.userId })
      .from(pickupPlayers)
      .where(and(eq(pickupPlayers.gameId, found.game.id), eq(pickupPlayers.userId, found.recipient.id)))
      .for('share');
    if (stateOf(found, inGame.length > 0, now) !== 'OPEN') return false;
    const done = await tx
      .update(eventReminders)
      .set({ answer: 'CONFIRMED', answeredAt: now })
      .where(and(eq(eventReminders.id, found.r.id), isNull(eventReminders.answer)))
      .returning({ id: eventReminders.id });
    return done.length > 0;
  });
  return describe(ctx, await mustFind(ctx, token), now, recorded);
}

/**
 * "Can't make it", confirmed: the link is claimed first (one of two taps at once goes on), then the
 * member's own leave runs, so the refund or the forfeit, and the place freed, are exactly a leave's.
 * Should the leave fail (the game started, or the player already left), the claim is undone.
 */
export async function leaveFromGameReminder(ctx: AppContext, token: string) {
  const now = ctx.now();
  const found = await mustFind(ctx, token);
  const before = await placeOf(ctx, found);
  if (stateOf(found, before !== null, now) !== 'OPEN') return describe(ctx, found, now);
  const claimed = await ctx.db
    .update(eventReminders)
    .set({ answer: 'CANCELLED', answeredAt: now })
    .where(and(eq(eventReminders.id, found.r.id), isNull(eventReminders.answer)))
    .returning({ id: eventReminders.id });
  if (claimed.length === 0) return describe(ctx, await mustFind(ctx, token), now);
  try {
    await leaveGame(ctx, found.recipient, found.game.id);
  } catch (err) {
    await ctx.db.update(eventReminders).set({ answer: null, answeredAt: null }).where(eq(eventReminders.id, found.r.id));
    if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
    return describe(ctx, await mustFind(ctx, token), now);
  }
  const [paid] = before?.paymentId
    ? await ctx.db.select({ refundedCents: payments.refundedCents }).from(payments).where(eq(payments.id, before.paymentId))
    : [];
  return describe(ctx, await mustFind(ctx, token), now, true, Math.max(0, (paid?.refundedCents ?? 0) - (before?.refundedCents ?? 0)));
}
