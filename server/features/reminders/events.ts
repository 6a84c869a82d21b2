/**
 * Reminders beyond session bookings (issue 32, decision 048 amended): a pickup game a member joined,
 * at the facility's reminder offsets, and a waitlist offer about to lapse, 30 minutes before it
 * ends. Each is claimed by inserting its unique `event_reminders` row, with the e-mail queued in the
 * same transaction, so any number of nodes may sweep at once and each goes out once. The member's
 * choices apply (reminder e-mails off; quiet hours: a game's reminder moves as a session's does, an
 * offer's is not sent inside them, since it would come after the offer ended). Members who turned on
 * notifications or texts also get those: a game's at the short-notice offsets (as a session's,
 * default 2 hours before), an offer's with its e-mail; each channel is its own row, claimed once.
 */
import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { spotHolds, waitlistEntries } from '../../db/schema/bookings.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { eventReminders } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import type { AppContext } from '../../platform/context.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail, undeliverable } from '../../platform/mail/outbox.ts';
import { enqueueSms } from '../../platform/sms/sms.ts';
import { devicesOf } from '../push/subscriptions.ts';
import { gamePush, gameSms, offerPush, offerSms } from './event-short.ts';
import { deliverPush } from './push-delivery.ts';
import { gameReminderMail, offerLapsingMail } from './event-mail.ts';
import { allOffsets, choicesOfUsers } from './preferences.ts';
import { reminderDue, sendTime } from './schedule.ts';

const HOUR = 3600_000;
const MINUTE = 60_000;
/** An offer is reminded this long before it lapses... */
export const OFFER_LAPSING_MINUTES = 30;
/** ...when it was made at least this long before it lapses (a shorter offer's own e-mail is recent enough). */
const OFFER_MIN_MINUTES = 45;

type Kind = 'PICKUP' | 'OFFER_LAPSING';
type Channel = 'EMAIL' | 'PUSH' | 'SMS';
interface Claim {
  kind: Kind;
  subjectId: number;
  userId: number;
  offsetMinutes: number;
  dueAt: Date;
  /** A game's reminders carry a one-tap link (its secret's SHA-256 is kept on the row). */
  withLink: boolean;
}

/**
 * Inserts the reminder's row on this channel, if no sweep has, after `stillDue` (in the same
 * transaction) says the subject still stands, and runs `queue` (an e-mail, a text) in that
 * transaction. The row's id and link secret when this sweep claimed it, else null.
 */
async function claimOn(
  ctx: AppContext,
  c: Claim,
  channel: Channel,
  now: Date,
  stillDue: (tx: Tx) => Promise<boolean>,
  queue: (tx: Tx, token: string) => Promise<unknown> = async () => {},
): Promise<{ id: number; token: string } | null> {
  return ctx.db.transaction(async (tx) => {
    if (!(await stillDue(tx))) return null;
    const token = crypto.randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(eventReminders)
      .values({
        kind: c.kind,
        subjectId: c.subjectId,
        userId: c.userId,
        offsetMinutes: c.offsetMinutes,
        channel,
        dueAt: c.dueAt,
        sentAt: now,
        tokenHash: c.withLink ? hashToken(token) : null,
      })
      .onConflictDoNothing()
      .returning({ id: eventReminders.id });
    if (!row) return null;
    await queue(tx, token);
    return { id: row.id, token };
  });
}

async function claimed(ctx: AppContext, kind: Kind, subjectIds: number[]): Promise<Set<string>> {
  if (subjectIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({
      subjectId: eventReminders.subjectId,
      userId: eventReminders.userId,
      offsetMinutes: eventReminders.offsetMinutes,
      channel: eventReminders.channel,
    })
    .from(eventReminders)
    .where(and(eq(eventReminders.kind, kind), inArray(eventReminders.subjectId, subjectIds)));
  return new Set(rows.map((r) => `${r.subjectId}:${r.userId}:${r.offsetMinutes}:${r.channel}`));
}

/** Each player of a game to come gets the reminder due now at the facility's offsets (as a session's, decision 048). */
export async function sweepGameReminders(ctx: AppContext, now = ctx.now()): Promise<number> {
  const { email: offsets, push: shortOffsets } = await allOffsets(ctx.db);
  const horizon = new Date(now.getTime() + (Math.max(...offsets, ...shortOffsets) + 24) * HOUR);
  const rows = await ctx.db
    .select({
      gameId: pickupGames.id,
      title: pickupGames.title,
      date: pickupGames.date,
      startTime: pickupGames.startTime,
      startsAt: pickupGames.startsAt,
      location: pickupGames.location,
      joinedAt: pickupPlayers.joinedAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(pickupPlayers)
    .innerJoin(pickupGames, eq(pickupGames.id, pickupPlayers.gameId))
    .innerJoin(users, eq(users.id, pickupPlayers.userId))
    .where(and(gt(pickupGames.startsAt, now), lte(pickupGames.startsAt, horizon), isNull(users.deletedAt)));
  const people = rows.filter((r) => !undeliverable(r.email));
  if (people.length === 0) return 0;
  const userIds = [...new Set(people.map((r) => r.userId))];
  const choices = await choicesOfUsers(ctx.db, userIds);
  const devices = await devicesOf(ctx.db, userIds);
  const done = await claimed(ctx, 'PICKUP', [...new Set(people.map((r) => r.gameId))]);
  let sent = 0;
  for (const r of people) {
    const c = choices.get(r.userId)!;
    const base = { startsAt: r.startsAt, bookedAt: r.joinedAt, now, quiet: c.quiet, tz: ctx.config.FACILITY_TZ };
    // Still in the game (a leave takes the row away; the row is shared-locked so a leave waits for the reminder).
    const stillIn = async (tx: Tx) =>
      (
        await tx
          .select({ userId: pickupPlayers.userId })
          .from(pickupPlayers)
          .where(and(eq(pickupPlayers.gameId, r.gameId), eq(pickupPlayers.userId, r.userId)))
          .for('share')
      ).length > 0;
    const facts = (token: string) => ({ language: mailLanguage(r.language), title: r.title, date: r.date, time: r.startTime, location: r.location, token });
    const claimFor = (due: { offsetHours: number; dueAt: Date }, channel: Channel) =>
      done.has(`${r.gameId}:${r.userId}:${due.offsetHours * 60}:${channel}`)
        ? null
        : { kind: 'PICKUP' as const, subjectId: r.gameId, userId: r.userId, offsetMinutes: due.offsetHours * 60, dueAt: due.dueAt, withLink: true };

    const dueMail = c.emailEnabled ? reminderDue({ offsets, ...base }) : null;
    const mailClaim = dueMail && claimFor(dueMail, 'EMAIL');
    if (mailClaim) {
      const queue = async (tx: Tx, token: string) =>
        enqueueMail(tx, gameReminderMail(ctx.config, { to: r.email, firstName: r.firstName, startsAt: r.startsAt, ...facts(token) }));
      if (await claimOn(ctx, mailClaim, 'EMAIL', now, stillIn, queue)) sent += 1;
    }
    const targets = devices.get(r.userId) ?? [];
    const duePush = c.pushEnabled && targets.length > 0 ? reminderDue({ offsets: shortOffsets, ...base }) : null;
    const pushClaim = duePush && claimFor(duePush, 'PUSH');
    if (pushClaim) {
      const got = await claimOn(ctx, pushClaim, 'PUSH', now, stillIn);
      if (got) {
        await deliverPush(ctx, targets, gamePush({ ...facts(got.token), reminderId: got.id }), (r.startsAt.getTime() - now.getTime()) / 1000, `game-${got.id}`);
        sent += 1;
      }
    }
    const dueText = c.smsEnabled && c.smsPhone ? reminderDue({ offsets: shortOffsets, ...base }) : null;
    const textClaim = dueText && claimFor(dueText, 'SMS');
    if (textClaim && c.smsPhone) {
      const phone = c.smsPhone;
      if (await claimOn(ctx, textClaim, 'SMS', now, stillIn, async (tx, token) => enqueueSms(tx, { to: phone, body: gameSms(ctx.config, facts(token)) })))
        sent += 1;
    }
  }
  return sent;
}

/** The member holding an offer that lapses within 30 minutes (and was made 45 or more before it lapses) is reminded once. */
export async function sweepLapsingOffers(ctx: AppContext, now = ctx.now()): Promise<number> {
  const rows = await ctx.db
    .select({
      holdId: spotHolds.id,
      expiresAt: spotHolds.expiresAt,
      offeredAt: waitlistEntries.offeredAt,
      sessionId: trainingSessions.id,
      programId: trainingSessions.programId,
      date: trainingSessions.date,
      time: trainingSessions.time,
      program: programs.name,
      athleteId: waitlistEntries.athleteId,
      memberId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(spotHolds)
    .innerJoin(waitlistEntries, and(eq(waitlistEntries.holdId, spotHolds.id), eq(waitlistEntries.status, 'OFFERED'), eq(waitlistEntries.autoBook, false)))
    .innerJoin(trainingSessions, eq(trainingSessions.id, spotHolds.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(users, eq(users.id, spotHolds.payerId))
    .where(
      and(
        eq(spotHolds.kind, 'OFFER'),
        eq(spotHolds.status, 'ACTIVE'),
        gt(spotHolds.expiresAt, now),
        lte(spotHolds.expiresAt, new Date(now.getTime() + OFFER_LAPSING_MINUTES * MINUTE)),
        isNull(users.deletedAt),
      ),
    );
  const due = rows.filter((r) => !undeliverable(r.email) && r.offeredAt && r.expiresAt.getTime() - r.offeredAt.getTime() >= OFFER_MIN_MINUTES * MINUTE);
  if (due.length === 0) return 0;
  const choices = await choicesOfUsers(ctx.db, [...new Set(due.map((r) => r.memberId))]);
  const done = await claimed(
    ctx,
    'OFFER_LAPSING',
    due.map((r) => r.holdId),
  );
  const athletes = new Map(
    (
      await ctx.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, [...new Set(due.map((r) => r.athleteId))]))
    ).map((a) => [a.id, `${a.firstName} ${a.lastName}`]),
  );
  const devices = await devicesOf(ctx.db, [...new Set(due.map((r) => r.memberId))]);
  let sent = 0;
  for (const r of due) {
    const c = choices.get(r.memberId)!;
    const dueAt = new Date(r.expiresAt.getTime() - OFFER_LAPSING_MINUTES * MINUTE);
    // Inside quiet hours the reminder would wait past the offer: it is not sent, on any channel.
    if (sendTime(now, r.expiresAt, c.quiet, ctx.config.FACILITY_TZ).getTime() !== now.getTime()) continue;
    const claim = { kind: 'OFFER_LAPSING' as const, subjectId: r.holdId, userId: r.memberId, offsetMinutes: OFFER_LAPSING_MINUTES, dueAt, withLink: false };
    const open = (channel: Channel) => !done.has(`${r.holdId}:${r.memberId}:${OFFER_LAPSING_MINUTES}:${channel}`);
    const stillHeld = async (tx: Tx) =>
      (
        await tx
          .select({ id: spotHolds.id })
          .from(spotHolds)
          .where(and(eq(spotHolds.id, r.holdId), eq(spotHolds.status, 'ACTIVE'), gt(spotHolds.expiresAt, now)))
          .for('share')
      ).length > 0;
    const facts = {
      language: mailLanguage(r.language),
      self: r.athleteId === r.memberId,
      athlete: athletes.get(r.athleteId) ?? '',
      program: r.program,
      date: r.date,
      time: r.time,
      expiresAt: r.expiresAt,
      checkoutPath: `/enhanced-checkout?programId=${r.programId}&sessionId=${r.sessionId}${r.athleteId !== r.memberId ? `&athleteId=${r.athleteId}` : ''}`,
    };
    if (c.emailEnabled && open('EMAIL')) {
      const mail = offerLapsingMail(ctx.config, { to: r.email, firstName: r.firstName, ...facts });
      if (await claimOn(ctx, claim, 'EMAIL', now, stillHeld, async (tx) => enqueueMail(tx, mail))) sent += 1;
    }
    const targets = devices.get(r.memberId) ?? [];
    if (c.pushEnabled && targets.length > 0 && open('PUSH')) {
      const got = await claimOn(ctx, claim, 'PUSH', now, stillHeld);
      if (got) {
        await deliverPush(
          ctx,
          targets,
          offerPush(ctx.config, { ...facts, reminderId: got.id }),
          (r.expiresAt.getTime() - now.getTime()) / 1000,
          `offer-${got.id}`,
        );
        sent += 1;
      }
    }
    if (c.smsEnabled && c.smsPhone && open('SMS')) {
      const phone = c.smsPhone;
      if (await claimOn(ctx, claim, 'SMS', now, stillHeld, async (tx) => enqueueSms(tx, { to: phone, body: offerSms(ctx.config, facts) }))) sent += 1;
    }
  }
  return sent;
}
