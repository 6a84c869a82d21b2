import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { bookingReminders } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/users.ts';
import type { Tx } from '../../db/client.ts';
import type { AppContext } from '../../platform/context.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { localized, localizedOrNull } from '../../platform/i18n/localized.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import { enqueueMail, undeliverable } from '../../platform/mail/outbox.ts';
import { enqueueSms } from '../../platform/sms/sms.ts';
import type { PushTarget } from '../push/sender.ts';
import { devicesOf } from '../push/subscriptions.ts';
import { reminderMail } from './mail.ts';
import { choicesOfUsers, allOffsets } from './preferences.ts';
import { deliverPush } from './push-delivery.ts';
import { reminderPush } from './push-message.ts';
import { reminderSms } from './sms-message.ts';
import { reminderDue, type DueReminder } from './schedule.ts';

const HOUR = 3600_000;
/** Quiet hours can bring a reminder forward by up to a day: bookings that far beyond the largest offset are read too. */
const QUIET_SLACK_HOURS = 24;

type Person = { id: number; email: string; firstName: string; language: string | null };

/** The people a booking's reminder goes to: the athlete when they can sign in, and every actively linked parent. */
async function recipientsOf(ctx: AppContext, athleteIds: number[]): Promise<Map<number, Person[]>> {
  const person = { id: users.id, email: users.email, firstName: users.firstName, language: users.language };
  const athletes = await ctx.db
    .select(person)
    .from(users)
    .where(and(inArray(users.id, athleteIds), eq(users.hasLogin, true), isNull(users.deletedAt)));
  const parents = await ctx.db
    .select({ athleteId: athleteLinks.athleteId, ...person })
    .from(athleteLinks)
    .innerJoin(users, eq(users.id, athleteLinks.parentId))
    .where(and(inArray(athleteLinks.athleteId, athleteIds), eq(athleteLinks.status, 'ACTIVE'), isNull(users.deletedAt)));
  const out = new Map<number, Person[]>(athleteIds.map((id) => [id, []]));
  for (const a of athletes) out.get(a.id)!.push(a);
  for (const { athleteId, ...p } of parents) {
    const list = athleteId === null ? undefined : out.get(athleteId);
    if (list && !list.some((q) => q.id === p.id)) list.push(p);
  }
  for (const [id, list] of out)
    out.set(
      id,
      list.filter((p) => !undeliverable(p.email)),
    );
  return out;
}

/**
 * The every-minute sweep (decision 048): each confirmed booking of an active session to come, each of
 * its people with reminder e-mails on, gets the reminder due now (reminderDue), claimed by inserting
 * its unique row and queued in the same transaction. Any number of nodes may sweep at once: one
 * insert goes through, the others change nothing. Returns how many were sent.
 */
export async function sweepReminders(ctx: AppContext, now = ctx.now()): Promise<number> {
  const { email: offsets, push: pushOffsets } = await allOffsets(ctx.db);
  const horizon = new Date(now.getTime() + (Math.max(...offsets, ...pushOffsets) + QUIET_SLACK_HOURS) * HOUR);
  const rows = await ctx.db
    .select({
      bookingId: bookings.id,
      bookedAt: bookings.createdAt,
      athleteId: bookings.athleteId,
      athleteFirst: users.firstName,
      athleteLast: users.lastName,
      sessionId: trainingSessions.id,
      startsAt: trainingSessions.startsAt,
      date: trainingSessions.date,
      time: trainingSessions.time,
      location: trainingSessions.location,
      sessionTitle: trainingSessions.sessionTitle,
      program: programs.name,
      // The Spanish versions (decision 066): each recipient reads their own language.
      locationEs: trainingSessions.locationEs,
      sessionTitleEs: trainingSessions.sessionTitleEs,
      programEs: programs.nameEs,
    })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(users, eq(users.id, bookings.athleteId))
    .where(
      and(eq(bookings.status, 'CONFIRMED'), eq(trainingSessions.status, 'ACTIVE'), gt(trainingSessions.startsAt, now), lte(trainingSessions.startsAt, horizon)),
    );
  if (rows.length === 0) return 0;
  const people = await recipientsOf(ctx, [...new Set(rows.map((r) => r.athleteId))]);
  const choices = await choicesOfUsers(ctx.db, [...new Set([...people.values()].flat().map((p) => p.id))]);
  const claimed = await ctx.db
    .select({
      bookingId: bookingReminders.bookingId,
      sessionId: bookingReminders.sessionId,
      userId: bookingReminders.userId,
      offsetHours: bookingReminders.offsetHours,
      channel: bookingReminders.channel,
    })
    .from(bookingReminders)
    .where(
      inArray(
        bookingReminders.bookingId,
        rows.map((r) => r.bookingId),
      ),
    );
  const done = new Set(claimed.map((c) => `${c.bookingId}:${c.sessionId}:${c.userId}:${c.offsetHours}:${c.channel}`));
  // Push goes to the devices people turned on (decision 058); without any, nothing is claimed.
  const devices = await devicesOf(ctx.db, [...new Set([...people.values()].flat().map((p) => p.id))]);

  let sent = 0;
  for (const r of rows) {
    for (const p of people.get(r.athleteId) ?? []) {
      const c = choices.get(p.id)!;
      const base = { startsAt: r.startsAt, bookedAt: r.bookedAt, now, quiet: c.quiet, tz: ctx.config.FACILITY_TZ };
      if (c.emailEnabled) {
        const due = reminderDue({ offsets, ...base });
        if (due && !done.has(`${r.bookingId}:${r.sessionId}:${p.id}:${due.offsetHours}:EMAIL`) && (await claimAndSend(ctx, r, p, due, now))) sent += 1;
      }
      const targets = devices.get(p.id) ?? [];
      if (c.pushEnabled && targets.length > 0) {
        const due = reminderDue({ offsets: pushOffsets, ...base });
        if (due && !done.has(`${r.bookingId}:${r.sessionId}:${p.id}:${due.offsetHours}:PUSH`) && (await claimAndPush(ctx, r, p, due, now, targets))) sent += 1;
      }
      // Texts (decision 061) go at the short-notice offsets push uses (default 2 hours before).
      if (c.smsEnabled && c.smsPhone) {
        const due = reminderDue({ offsets: pushOffsets, ...base });
        if (due && !done.has(`${r.bookingId}:${r.sessionId}:${p.id}:${due.offsetHours}:SMS`) && (await claimAndText(ctx, r, p, due, now, c.smsPhone)))
          sent += 1;
      }
    }
  }
  return sent;
}

type Reminded = {
  bookingId: number;
  sessionId: number;
  athleteId: number;
  athleteFirst: string;
  athleteLast: string;
  startsAt: Date;
  date: string;
  time: string;
  location: string;
  sessionTitle: string | null;
  program: string;
  locationEs: string | null;
  sessionTitleEs: string | null;
  programEs: string | null;
};

/** Claims the reminder's row on this channel under the booking's shared lock (as claimAndSend); null when it was not this sweep's to send. */
async function claim(tx: Tx, r: Reminded, p: Person, due: DueReminder, now: Date, channel: 'EMAIL' | 'PUSH' | 'SMS') {
  const [b] = await tx.select({ status: bookings.status, sessionId: bookings.sessionId }).from(bookings).where(eq(bookings.id, r.bookingId)).for('share');
  if (!b || b.status !== 'CONFIRMED' || b.sessionId !== r.sessionId) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(bookingReminders)
    .values({
      bookingId: r.bookingId,
      sessionId: r.sessionId,
      userId: p.id,
      offsetHours: due.offsetHours,
      channel,
      dueAt: due.dueAt,
      sentAt: now,
      tokenHash: hashToken(token),
    })
    .onConflictDoNothing()
    .returning({ id: bookingReminders.id });
  return row ? { id: row.id, token } : null;
}

/** What every channel's reminder says, in the recipient's language, with the answer link's secret. */
const factsFor = (r: Reminded, p: Person, token: string) => {
  const language = mailLanguage(p.language);
  return {
    language,
    self: p.id === r.athleteId,
    athlete: `${r.athleteFirst} ${r.athleteLast}`,
    program: localized(r.program, r.programEs, language),
    sessionTitle: localizedOrNull(r.sessionTitle, r.sessionTitleEs, language),
    date: r.date,
    time: r.time,
    location: localized(r.location, r.locationEs, language),
    token,
  };
};

/**
 * A push reminder (decision 058): the row is claimed and committed first (the unique index lets
 * one sweep through), then the notification goes to each of the person's devices through the push
 * provider (push-delivery.ts).
 */
async function claimAndPush(ctx: AppContext, r: Reminded, p: Person, due: DueReminder, now: Date, targets: PushTarget[]): Promise<boolean> {
  const claimed = await ctx.db.transaction((tx) => claim(tx, r, p, due, now, 'PUSH'));
  if (!claimed) return false;
  // The notification is worth nothing once the session has started.
  await deliverPush(
    ctx,
    targets,
    reminderPush({ ...factsFor(r, p, claimed.token), reminderId: claimed.id }),
    (r.startsAt.getTime() - now.getTime()) / 1000,
    `booking-${claimed.id}`,
  );
  return true;
}

/** A text reminder (decision 061): claimed and queued in one transaction, as an e-mail is, so it is sent once. */
async function claimAndText(ctx: AppContext, r: Reminded, p: Person, due: DueReminder, now: Date, phone: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await claim(tx, r, p, due, now, 'SMS');
    if (!claimed) return false;
    const body = reminderSms(ctx.config, factsFor(r, p, claimed.token));
    await enqueueSms(tx, { to: phone, body });
    return true;
  });
}

/**
 * One reminder: under the booking's lock (shared: a cancellation or a move waits, decision 038's
 * booking first), still confirmed and in the same session, its row is inserted (the unique index
 * lets one sweep through) and the e-mail queued with it.
 */
async function claimAndSend(ctx: AppContext, r: Reminded, p: Person, due: DueReminder, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await claim(tx, r, p, due, now, 'EMAIL');
    if (!claimed) return false;
    const { token } = claimed;
    await enqueueMail(tx, reminderMail(ctx.config, { ...factsFor(r, p, token), to: p.email, firstName: p.firstName }));
    return true;
  });
}
