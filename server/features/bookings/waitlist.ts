import { localized } from '../../platform/i18n/localized.ts';
import { assertNotPaused } from '../../domain/attendance-policy.ts';
import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { AgeRange } from '../../../common/age-groups.ts';
import { centsToDollars } from '../../../common/programs.ts';
import { offerWindowMs, WAITLIST_MESSAGES, type JoinWaitlistInput, type StaffWaitlistEntry, type WaitlistEntry } from '../../../common/waitlist.ts';
import { isUniqueViolation, type Tx } from '../../db/client.ts';
import { bookings, spotHolds, waitlistEntries } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { paymentMethods } from '../../db/schema/payments.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound, unauthorized } from '../../platform/errors.ts';
import { atTimeIn, clockIn, longDateIn } from '../../platform/i18n/format.ts';
import { mailLanguage, translateMessage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { ageRefusal, athletesForAgeCheck, checkAgeGroup, sessionAgeRange, usableException } from './age-group.ts';
import { resolveAthlete } from './athlete.ts';
import { releaseHold } from './spots.ts';
import { windowRefusal } from './window.ts';

/**
 * Waitlists (issue 18, decision 027). The rules, each enforced here under the session's row lock:
 * - a member joins the line of a session with no place they could take;
 * - a place freed while anyone waits belongs to the line (takeSpot refuses it to everyone else),
 *   and offerFreedPlaces() offers each free place to the next in line as a hold of kind OFFER;
 *   one place, one offer, never more offers than free places;
 * - an offer not taken in time expires like any hold and its place goes to the next in line;
 * - the session's age group applies when joining and again when a place is offered (issue 29): an
 *   entry the age group leaves out by then is closed, not offered (inAgeGroup);
 * - the offer is taken through the normal checkout (session-checkout.ts resumes the offer's hold), so prices,
 *   plan limits and fulfilment are the booking's own; members who opted in are charged on their
 *   default card at once (autoBook).
 */

const OFFER_MAIL = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    subject: (program: string, date: string) => `A place opened: ${program} on ${date}`,
    opened: (athlete: string, program: string, when: string) => `A place opened for ${athlete} in ${program} on ${when}.`,
    held: (until: string) => `It is held for you until ${until}. After that it goes to the next person in line.`,
    heldFor: (member: string, until: string) => `It is held for ${member}, who can book it until ${until}. After that it goes to the next person in line.`,
    book: (url: string) => `Book it here: ${url}`,
    auto: 'You asked to be booked automatically, so we are charging your default card now. You will get a confirmation in a moment; if the card is declined, the place stays held for you until then.',
    decline: 'Not needed any more? Decline it on your dashboard so the next person gets it.',
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    subject: (program: string, date: string) => `Se abrió una plaza: ${program}, ${date}`,
    opened: (athlete: string, program: string, when: string) => `Se abrió una plaza para ${athlete} en ${program} el ${when}`,
    held: (until: string) => `La guardamos para ti hasta las ${until}. Después pasa a la siguiente persona en la lista.`,
    heldFor: (member: string, until: string) =>
      `La guardamos para ${member}, que puede reservarla hasta las ${until}. Después pasa a la siguiente persona en la lista.`,
    book: (url: string) => `Resérvala aquí: ${url}`,
    auto: 'Pediste que te reserváramos automáticamente, así que cobramos ahora tu tarjeta predeterminada. Recibirás la confirmación en un momento; si la tarjeta es rechazada, la plaza sigue guardada para ti hasta esa hora.',
    decline: '¿Ya no la necesitas? Recházala en tu panel para que pase a la siguiente persona.',
  },
} as const;

const ACTIVE = ['WAITING', 'OFFERED'] as const;

/** Joins a full session's line, for the member or (parents) a linked athlete. */
export async function joinWaitlist(ctx: AppContext, member: User, input: JoinWaitlistInput): Promise<WaitlistEntry> {
  const athlete = await resolveAthlete(ctx.db, member, input.athleteId);
  await assertNotPaused(ctx.db, athlete.id, ctx.config.FACILITY_TZ);
  const sessionId = input.sessionId;
  if (input.autoBook) {
    const [card] = await ctx.db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.userId, member.id)).limit(1);
    if (!card) throw conflict(WAITLIST_MESSAGES.noCard);
  }
  let entryId: number;
  try {
    entryId = await ctx.db.transaction(async (tx) => {
      // The member's and the athlete's rows first (shared, in id order): an account being deleted
      // holds its row until it has left every line, so a join cannot add an entry after (issue 29).
      const people = await tx
        .select({ id: users.id, deletedAt: users.deletedAt })
        .from(users)
        .where(inArray(users.id, [member.id, athlete.id]))
        .orderBy(asc(users.id))
        .for('share');
      if (people.length < new Set([member.id, athlete.id]).size || people.some((p) => p.deletedAt)) throw unauthorized();
      // The session's lock orders this join with takeSpot (a checkout) and with offers.
      const [s] = await tx
        .select({ s: trainingSessions, archived: programs.archived, bookingOpensDays: programs.bookingOpensDays, priorityDays: programs.priorityDays })
        .from(trainingSessions)
        .innerJoin(programs, eq(programs.id, trainingSessions.programId))
        .where(eq(trainingSessions.id, sessionId))
        .for('update', { of: trainingSessions });
      if (!s) throw notFound('This session does not exist.');
      if (s.s.status !== 'ACTIVE' || s.archived || s.s.startsAt.getTime() <= ctx.now().getTime()) throw conflict(WAITLIST_MESSAGES.notOpen);
      // No place in line before the session's booking window opens for the member (decision 056).
      const closed = await windowRefusal(tx, ctx.config.FACILITY_TZ, member.id, s.s.date, s, ctx.now());
      if (closed) throw closed;
      const [booked] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.athleteId, athlete.id), eq(bookings.sessionId, sessionId), eq(bookings.status, 'CONFIRMED')))
        .limit(1);
      if (booked) throw conflict(WAITLIST_MESSAGES.alreadyBooked);
      // A place in line is a promise of a place: the age group applies now (issue 29), not only at the offer.
      const age = await checkAgeGroup(tx, s.s, athlete.id);
      if (age.refusal) throw age.refusal;
      const [waiting] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.status, 'WAITING')));
      // A free place nobody waits for is bookable: the line is only for full sessions.
      if (s.s.availableSpots > 0 && waiting!.n === 0) throw conflict(WAITLIST_MESSAGES.notFull);
      const [entry] = await tx
        .insert(waitlistEntries)
        .values({ sessionId, athleteId: athlete.id, memberId: member.id, sortKey: ctx.now().getTime(), autoBook: input.autoBook ?? false })
        .returning({ id: waitlistEntries.id });
      return entry!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(WAITLIST_MESSAGES.alreadyWaiting);
    throw err;
  }
  const [entry] = await entriesWhere(ctx, eq(waitlistEntries.id, entryId));
  return entry!;
}

/** Who may see and manage a line entry: the member who joined, the athlete, a linked parent. */
async function scopeFor(ctx: AppContext, user: User) {
  const athleteIds = user.role === 'PARENT' ? (await linkedAthletes(ctx.db, user.id)).map((a) => a.id) : [];
  athleteIds.push(user.id);
  return or(eq(waitlistEntries.memberId, user.id), inArray(waitlistEntries.athleteId, athleteIds))!;
}

/** The member's places in line (their own and their linked athletes'), waiting or offered, soonest session first. */
export async function myWaitlist(ctx: AppContext, user: User): Promise<WaitlistEntry[]> {
  return entriesWhere(ctx, and(await scopeFor(ctx, user), inArray(waitlistEntries.status, ACTIVE), gt(trainingSessions.startsAt, ctx.now())));
}

async function entriesWhere(ctx: AppContext, where: ReturnType<typeof and>): Promise<WaitlistEntry[]> {
  const rows = await ctx.db
    .select({
      w: waitlistEntries,
      s: trainingSessions,
      p: { id: programs.id, name: programs.name, priceCents: programs.priceCents },
      a: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      // 1 + how many wait ahead of this entry in its session's line.
      ahead: sql<number>`(select count(*)::int from ${waitlistEntries} w2 where w2.session_id = ${waitlistEntries.sessionId} and w2.status = 'WAITING' and (w2.sort_key, w2.id) < (${waitlistEntries.sortKey}, ${waitlistEntries.id}))`,
    })
    .from(waitlistEntries)
    .innerJoin(trainingSessions, eq(trainingSessions.id, waitlistEntries.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(users, eq(users.id, waitlistEntries.athleteId))
    .where(where)
    .orderBy(asc(trainingSessions.startsAt), asc(waitlistEntries.id));
  return rows.map(({ w, s, p, a, ahead }) => ({
    id: w.id,
    sessionId: s.id,
    status: w.status,
    position: w.status === 'WAITING' ? ahead + 1 : null,
    offerExpiresAt: w.status === 'OFFERED' ? (w.offerExpiresAt?.toISOString() ?? null) : null,
    autoBook: w.autoBook,
    athlete: a,
    session: {
      date: s.date,
      time: s.time,
      startsAt: s.startsAt.toISOString(),
      sessionTitle: s.sessionTitle,
      location: s.location,
      programId: p.id,
      programName: p.name,
      price: centsToDollars(p.priceCents),
    },
  }));
}

/** Leaves the line, or declines an offered place (it passes to the next in line at once). */
export async function leaveWaitlist(ctx: AppContext, user: User, entryId: number) {
  const [found] = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), await scopeFor(ctx, user)));
  if (!found) throw notFound(WAITLIST_MESSAGES.notFound);
  const declined = await ctx.db.transaction(async (tx) => {
    const [w] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for('update');
    if (!w || (w.status !== 'WAITING' && w.status !== 'OFFERED')) throw notFound(WAITLIST_MESSAGES.notFound);
    // Releasing the offer's hold ends the entry too (LEFT) and gives the place back.
    if (w.status === 'OFFERED' && w.holdId !== null) await releaseHold(tx, w.holdId, 'RELEASED', ctx.now());
    await tx
      .update(waitlistEntries)
      .set({ status: 'LEFT', updatedAt: ctx.now() })
      .where(and(eq(waitlistEntries.id, entryId), inArray(waitlistEntries.status, ACTIVE)));
    return w.status === 'OFFERED';
  });
  await offerFreedPlaces(ctx, [found.sessionId]);
  return { message: declined ? WAITLIST_MESSAGES.declined : WAITLIST_MESSAGES.left };
}

export interface Offer {
  entryId: number;
  holdId: number;
  sessionId: number;
  athleteId: number;
  memberId: number;
  autoBook: boolean;
}

/**
 * Offers every free place of these sessions to the next in their lines, each session in one
 * transaction under its row lock (so a place is never offered twice and offers never outnumber
 * places). Called after every change that frees a place (a cancellation, a reschedule away, an
 * expired or released hold, more capacity) and by the sweep every 30 seconds, which also catches a
 * change whose call was lost. Those who opted in are then charged by autoBookOffers() (auto-book.ts).
 */
export async function offerFreedPlaces(ctx: AppContext, sessionIds: Iterable<number>, now = ctx.now()): Promise<Offer[]> {
  const offers: Offer[] = [];
  for (const sessionId of new Set(sessionIds)) {
    offers.push(...(await ctx.db.transaction((tx) => offerInSession(ctx, tx, sessionId, now))));
  }
  if (offers.length > 0) void ctx.caches.invalidate();
  return offers;
}

async function offerInSession(ctx: AppContext, tx: Tx, sessionId: number, now: Date): Promise<Offer[]> {
  const [s] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for('update');
  if (!s) return [];
  const window = offerWindowMs(s.startsAt, now);
  if (s.status !== 'ACTIVE' || window <= 0) {
    await closeLine(tx, sessionId, now);
    return [];
  }
  if (s.availableSpots <= 0) return [];
  const range = await sessionAgeRange(tx, s);
  const line = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.sessionId, sessionId),
        eq(waitlistEntries.status, 'WAITING'),
        // Someone already paying for this session through a checkout hold is not offered a second place.
        sql`not exists (select 1 from ${spotHolds} h where h.session_id = ${sessionId} and h.athlete_id = ${waitlistEntries.athleteId} and h.status = 'ACTIVE')`,
      ),
    )
    .orderBy(asc(waitlistEntries.sortKey), asc(waitlistEntries.id))
    .limit(range ? 500 : s.availableSpots);
  const next = range ? await inAgeGroup(ctx, tx, s, range, line) : line;
  const offers: Offer[] = [];
  for (const w of next) offers.push(await makeOffer(ctx, tx, s, w, new Date(now.getTime() + window)));
  if (offers.length > 0) {
    await tx
      .update(trainingSessions)
      .set({ availableSpots: sql`${trainingSessions.availableSpots} - ${offers.length}` })
      .where(eq(trainingSessions.id, sessionId));
  }
  return offers;
}

/**
 * The first entries in line, up to the free places, whose athlete is inside the session's age group
 * (or has a staff exception). Someone the age group now leaves out (staff changed it after they
 * joined, or revoked their exception) is not offered the place: their entry is CLOSED and the member
 * e-mailed why, so the place goes to the next in line and no free place is kept for nobody (takeSpot
 * refuses places while anyone waits).
 */
async function inAgeGroup(ctx: AppContext, tx: Tx, s: typeof trainingSessions.$inferSelect, range: AgeRange, line: Array<typeof waitlistEntries.$inferSelect>) {
  const athletes = await athletesForAgeCheck(
    tx,
    line.map((w) => w.athleteId),
    s.date,
  );
  const next: Array<typeof waitlistEntries.$inferSelect> = [];
  for (const w of line) {
    if (next.length >= s.availableSpots) break;
    const refusal = ageRefusal(range, athletes.get(w.athleteId) ?? { id: w.athleteId, name: '', age: null });
    if (!refusal || (await usableException(tx, s.id, w.athleteId))) {
      next.push(w);
      continue;
    }
    await tx.update(waitlistEntries).set({ status: 'CLOSED', updatedAt: ctx.now() }).where(eq(waitlistEntries.id, w.id));
    await mailOutsideAgeGroup(ctx, tx, s, w, refusal.message);
  }
  return next;
}

const OUTSIDE_MAIL = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    subject: (program: string, date: string) => `Waitlist closed: ${program} on ${date}`,
    body: (program: string, when: string) => `A place opened in ${program} on ${when}, but we could not offer it to you:`,
    after: 'You are no longer in line for this session. Please choose a session for this age, or ask us at the front desk.',
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    subject: (program: string, date: string) => `Lista de espera cerrada: ${program}, ${date}`,
    body: (program: string, when: string) => `Se abrió una plaza en ${program} el ${when}, pero no pudimos ofrecértela:`,
    after: 'Ya no estás en la lista de espera de esta sesión. Elige una sesión para esta edad o pregúntanos en recepción.',
  },
} as const;

/** Tells the member who joined why their place in line ended (in their language). */
async function mailOutsideAgeGroup(ctx: AppContext, tx: Tx, s: typeof trainingSessions.$inferSelect, w: typeof waitlistEntries.$inferSelect, reason: string) {
  const [program] = await tx.select({ name: programs.name, nameEs: programs.nameEs }).from(programs).where(eq(programs.id, s.programId));
  const [member] = await tx.select({ email: users.email, firstName: users.firstName, language: users.language }).from(users).where(eq(users.id, w.memberId));
  if (!member || !program) return;
  const lang = mailLanguage(member.language);
  const m = OUTSIDE_MAIL[lang];
  // The program's name as staff wrote it in the member's language (decision 066).
  const name = localized(program.name, program.nameEs, lang);
  const lines = [
    m.hi(member.firstName),
    '',
    m.body(name, `${longDateIn(s.date, lang)} ${atTimeIn(s.time, lang)}`),
    translateMessage(reason, lang),
    m.after,
    '',
    `${ctx.config.BUSINESS_NAME} · ${ctx.config.BUSINESS_PHONE}`,
  ];
  await enqueueMail(tx, { to: member.email, subject: m.subject(name, longDateIn(s.date, lang)), text: lines.join('\n') });
}

/** Holds a place for the entry (the caller has taken it from the session's count) and e-mails the member. */
async function makeOffer(
  ctx: AppContext,
  tx: Tx,
  s: typeof trainingSessions.$inferSelect,
  w: typeof waitlistEntries.$inferSelect,
  expiresAt: Date,
): Promise<Offer> {
  const [hold] = await tx
    .insert(spotHolds)
    .values({ sessionId: s.id, payerId: w.memberId, athleteId: w.athleteId, kind: 'OFFER', expiresAt })
    .returning({ id: spotHolds.id });
  await tx
    .update(waitlistEntries)
    .set({ status: 'OFFERED', holdId: hold!.id, offeredAt: ctx.now(), offerExpiresAt: expiresAt, updatedAt: ctx.now() })
    .where(eq(waitlistEntries.id, w.id));
  await mailOffer(ctx, tx, s, w, expiresAt);
  return { entryId: w.id, holdId: hold!.id, sessionId: s.id, athleteId: w.athleteId, memberId: w.memberId, autoBook: w.autoBook };
}

async function mailOffer(ctx: AppContext, tx: Tx, s: typeof trainingSessions.$inferSelect, w: typeof waitlistEntries.$inferSelect, expiresAt: Date) {
  const [program] = await tx.select({ name: programs.name, nameEs: programs.nameEs }).from(programs).where(eq(programs.id, s.programId));
  const [athlete] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, w.athleteId));
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set([w.memberId, w.athleteId])]))
    .orderBy(asc(users.id));
  const member = people.find((p) => p.id === w.memberId)!;
  // An athlete whose parent asked for automatic booking hears once, from the confirmation (issue 34:
  // an offer "held for you" and then a confirmation contradicted each other).
  const recipients = people.filter((p) => p.id === w.memberId || !w.autoBook);
  const origin = ctx.config.APP_ORIGIN ?? `http://localhost:${ctx.config.PORT}`;
  const url = `${origin}/enhanced-checkout?programId=${s.programId}&sessionId=${s.id}${w.athleteId !== w.memberId ? `&athleteId=${w.athleteId}` : ''}`;
  for (const r of recipients) {
    const lang = mailLanguage(r.language);
    const m = OFFER_MAIL[lang];
    const lines = [
      m.hi(r.firstName),
      '',
      m.opened(
        `${athlete!.firstName} ${athlete!.lastName}`,
        localized(program!.name, program!.nameEs, lang),
        `${longDateIn(s.date, lang)} ${atTimeIn(s.time, lang)}`,
      ),
      // The member who joined pays; the athlete (when a parent joined) is told who holds it.
      r.id === w.memberId
        ? m.held(clockIn(expiresAt, ctx.config.FACILITY_TZ, lang))
        : m.heldFor(`${member.firstName} ${member.lastName}`, clockIn(expiresAt, ctx.config.FACILITY_TZ, lang)),
      ...(r.id === w.memberId ? (w.autoBook ? [m.auto] : [m.book(url), m.decline]) : []),
      '',
      `${ctx.config.BUSINESS_NAME} · ${ctx.config.BUSINESS_PHONE}`,
    ];
    await enqueueMail(tx, {
      to: r.email,
      subject: m.subject(localized(program!.name, program!.nameEs, lang), longDateIn(s.date, lang)),
      text: lines.join('\n'),
    });
  }
}

/** Ends a cancelled or started session's line: nobody can be offered a place any more. */
async function closeLine(tx: Tx, sessionId: number, now: Date) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'CLOSED', updatedAt: now })
    .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.status, 'WAITING')));
}

/** A booking was made for the athlete: their place in this session's line is done (an offer they held elsewhere ends). */
export async function settleLineOnBooking(tx: Tx, sessionId: number, athleteId: number, holdId: number | null, now: Date): Promise<number | null> {
  const open = await tx
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.sessionId, sessionId), eq(waitlistEntries.athleteId, athleteId), inArray(waitlistEntries.status, ACTIVE)));
  let freed: number | null = null;
  for (const w of open) {
    if (w.status === 'OFFERED' && w.holdId !== null && w.holdId !== holdId) freed = (await releaseHold(tx, w.holdId, 'RELEASED', now)) ?? freed;
    await tx.update(waitlistEntries).set({ status: 'BOOKED', updatedAt: now }).where(eq(waitlistEntries.id, w.id));
  }
  return freed;
}

/** The sweep: every session with a free place and someone waiting gets its offers; started sessions' lines close. */
export async function sweepWaitlists(ctx: AppContext, now = ctx.now()): Promise<Offer[]> {
  const due = await ctx.db
    .selectDistinct({ id: waitlistEntries.sessionId })
    .from(waitlistEntries)
    .innerJoin(trainingSessions, eq(trainingSessions.id, waitlistEntries.sessionId))
    .where(
      and(
        eq(waitlistEntries.status, 'WAITING'),
        or(gt(trainingSessions.availableSpots, 0), ne(trainingSessions.status, 'ACTIVE'), lte(trainingSessions.startsAt, now)),
      ),
    )
    .limit(500);
  return offerFreedPlaces(
    ctx,
    due.map((d) => d.id),
    now,
  );
}

// ---- Staff ----

/** A session's line for the roster: offered first, then waiting in order. */
export async function sessionWaitlist(ctx: AppContext, sessionId: number): Promise<StaffWaitlistEntry[]> {
  const rows = await ctx.db
    .select({ w: waitlistEntries, a: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email } })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.athleteId))
    .where(and(eq(waitlistEntries.sessionId, sessionId), inArray(waitlistEntries.status, ACTIVE)))
    .orderBy(desc(sql`${waitlistEntries.status} = 'OFFERED'`), asc(waitlistEntries.sortKey), asc(waitlistEntries.id));
  let position = 0;
  return rows.map(({ w, a }) => ({
    id: w.id,
    status: w.status,
    position: w.status === 'WAITING' ? ++position : null,
    offerExpiresAt: w.status === 'OFFERED' ? (w.offerExpiresAt?.toISOString() ?? null) : null,
    autoBook: w.autoBook,
    joinedAt: w.createdAt.toISOString(),
    athlete: a,
  }));
}

/** Staff move someone waiting to another place in line (1 = first). */
export async function moveInLine(ctx: AppContext, staff: User, entryId: number, position: number) {
  await ctx.db.transaction(async (tx) => {
    const [w] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!w) throw notFound(WAITLIST_MESSAGES.notFound);
    await tx.select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.id, w.sessionId)).for('update');
    const [current] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (current?.status !== 'WAITING') throw conflict(WAITLIST_MESSAGES.onlyWaiting);
    const others = await tx
      .select({ sortKey: waitlistEntries.sortKey })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.sessionId, w.sessionId), eq(waitlistEntries.status, 'WAITING'), ne(waitlistEntries.id, entryId)))
      .orderBy(asc(waitlistEntries.sortKey), asc(waitlistEntries.id));
    const at = Math.min(position, others.length + 1) - 1;
    const before = others[at - 1]?.sortKey;
    const after = others[at]?.sortKey;
    const sortKey = before === undefined ? (after === undefined ? current.sortKey : after - 1000) : after === undefined ? before + 1000 : (before + after) / 2;
    await tx.update(waitlistEntries).set({ sortKey, updatedAt: ctx.now() }).where(eq(waitlistEntries.id, entryId));
    await audit(tx, staff.id, 'move', 'waitlist', entryId, { position });
  });
  return { message: WAITLIST_MESSAGES.moved };
}

/**
 * Staff offer someone waiting a place out of turn: the session gets one more place and it is held
 * for them at once, as any offer (e-mail, expiry, checkout).
 */
export async function offerByHand(ctx: AppContext, staff: User, entryId: number, now = ctx.now()) {
  const offer = await ctx.db.transaction(async (tx) => {
    const [w0] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!w0) throw notFound(WAITLIST_MESSAGES.notFound);
    const [s] = await tx.select().from(trainingSessions).where(eq(trainingSessions.id, w0.sessionId)).for('update');
    const [w] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (w?.status !== 'WAITING') throw conflict(WAITLIST_MESSAGES.onlyWaiting);
    const window = offerWindowMs(s!.startsAt, now);
    if (s!.status !== 'ACTIVE' || window <= 0) throw conflict(WAITLIST_MESSAGES.notOpen);
    // Out of turn, but not outside the age group: staff grant an exception first (issue 29).
    const age = await checkAgeGroup(tx, s!, w.athleteId);
    if (age.refusal) throw age.refusal;
    await tx
      .update(trainingSessions)
      .set({ totalSpots: sql`${trainingSessions.totalSpots} + 1` })
      .where(eq(trainingSessions.id, s!.id));
    const made = await makeOffer(ctx, tx, s!, w, new Date(now.getTime() + window));
    await audit(tx, staff.id, 'offer', 'waitlist', entryId, { sessionId: s!.id });
    return made;
  });
  void ctx.caches.invalidate();
  return { message: WAITLIST_MESSAGES.offered, offer };
}
