import { and, asc, avg, count, eq, inArray, isNull } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import type { CoachAthlete, CoachSession, CoachStats } from '../../../common/coach.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { mailLanguage, type Language } from '../../platform/i18n/language.ts';
import { localized, localizedOrNull } from '../../platform/i18n/localized.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { linkedParents } from '../../domain/parent-links.ts';
import { LimitReached, limitRefusal, lockUsage } from '../../domain/plan-limits.ts';
import { limitGate } from '../../domain/capabilities.ts';
import { tellParentOfRefusal } from './limit-notice.ts';
import { msg } from '../../../common/messages/index.ts';

/** A coach's review counts against the monthly coach feedback of the upload's payer. */
const coachReviews = limitGate('maxCoachFeedback', 'coach: reviewing an upload');

const FEEDBACK = {
  en: {
    subject: (upload: string) => `New coach feedback on ${upload}`,
    yours: 'your upload',
    theirs: (athlete: string) => `${athlete}'s upload`,
    lines: (name: string, coach: string, about: string, upload: string, rating: number, feedback: string, business: string) => [
      `Hi ${name},`,
      '',
      `Coach ${coach} reviewed ${about} "${upload}" and rated it ${rating} out of 5.`,
      '',
      feedback,
      '',
      `Read it in the app under Media. ${business}`,
    ],
  },
  es: {
    subject: (upload: string) => `Nuevos comentarios del entrenador sobre ${upload}`,
    yours: 'tu archivo',
    theirs: (athlete: string) => `el archivo de ${athlete}`,
    lines: (name: string, coach: string, about: string, upload: string, rating: number, feedback: string, business: string) => [
      `Hola, ${name}:`,
      '',
      `${coach} revisó ${about} "${upload}" y le dio una calificación de ${rating} de 5.`,
      '',
      feedback,
      '',
      `Léelo en la app, en Archivos. ${business}`,
    ],
  },
} as const;

const today = (tz: string, now: Date) => formatInTimeZone(now, tz, 'yyyy-MM-dd');

export async function coachStats(db: Db, coach: User, tz: string, now: Date): Promise<CoachStats> {
  const [sessions, pending, athletes, rating] = await Promise.all([
    db
      .select({ n: count() })
      .from(trainingSessions)
      .where(and(eq(trainingSessions.date, today(tz, now)), eq(trainingSessions.status, 'ACTIVE'))),
    db.select({ n: count() }).from(mediaUploads).where(eq(mediaUploads.status, 'PENDING')),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'ATHLETE'), isNull(users.deletedAt))),
    db
      .select({ avg: avg(coachFeedback.rating) })
      .from(coachFeedback)
      .where(eq(coachFeedback.coachId, coach.id)),
  ]);
  const avgRating = rating[0]?.avg == null ? null : Math.round(Number(rating[0].avg) * 10) / 10;
  return { todaySessions: sessions[0]!.n, pendingFeedback: pending[0]!.n, totalAthletes: athletes[0]!.n, avgRating };
}

/** Today's sessions (facility time) with the athletes booked into each. */
export async function todaysSessions(db: Db, tz: string, now: Date, lang: Language = 'en'): Promise<CoachSession[]> {
  const rows = await db
    .select({ s: trainingSessions, programName: programs.name, programNameEs: programs.nameEs })
    .from(trainingSessions)
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .where(and(eq(trainingSessions.date, today(tz, now)), eq(trainingSessions.status, 'ACTIVE')))
    .orderBy(asc(trainingSessions.time));
  const ids = rows.map((r) => r.s.id);
  const booked = ids.length
    ? await db
        .select({ id: bookings.id, sessionId: bookings.sessionId, athleteId: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.athleteId))
        .where(and(inArray(bookings.sessionId, ids), eq(bookings.status, 'CONFIRMED')))
    : [];
  return rows.map(({ s, programName, programNameEs }) => ({
    id: s.id,
    date: s.date,
    time: s.time,
    sessionTitle: localizedOrNull(s.sessionTitle, s.sessionTitleEs, lang),
    location: localized(s.location, s.locationEs, lang),
    availableSpots: s.availableSpots,
    totalSpots: s.totalSpots,
    program: { name: localized(programName, programNameEs, lang) },
    bookings: booked.filter((b) => b.sessionId === s.id).map((b) => ({ id: b.id, athlete: { id: b.athleteId, firstName: b.firstName, lastName: b.lastName } })),
  }));
}

export async function listAthletes(db: Db): Promise<CoachAthlete[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'ATHLETE'), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`,
    email: u.email,
    profileImage: u.profileImageUrl,
    joinDate: u.createdAt.toISOString(),
  }));
}

/**
 * A coach's rating and written feedback on an upload: the upload becomes REVIEWED, and the athlete
 * and their linked parents are e-mailed, in one transaction. Refused (402) at the payer's monthly
 * limit; when the payer is the parent who uploaded it for a child, the parent is told once a month
 * per child (limit-notice.ts).
 */
export async function giveFeedback(
  db: Db,
  ctx: Pick<AppContext, 'config' | 'now' | 'log'>,
  coach: User,
  input: { mediaId: number; feedback: string; rating: number },
) {
  const { config } = ctx;
  let refusedParent = null as Parameters<typeof tellParentOfRefusal>[2] | null;
  try {
    return await db.transaction(async (tx) => {
      const [media] = await tx.select().from(mediaUploads).where(eq(mediaUploads.id, input.mediaId)).for('update');
      if (!media) throw notFound(msg('coach.uploadGone'));
      // Feedback on two uploads of one athlete at once counts each other. A parent's upload for a
      // child counts on the parent's plan, which paid for it (decision 047).
      const payer = media.uploadedBy ?? media.userId;
      await lockUsage(tx, payer);
      // The coach is told whose plan it is: the parent's when a parent uploaded it, else the athlete's.
      const refusal = await limitRefusal(tx, payer, coachReviews, config.FACILITY_TZ, ctx.now(), {}, media.uploadedBy ? 'parent' : 'athlete');
      if (refusal) {
        if (media.uploadedBy)
          refusedParent = {
            parentId: media.uploadedBy,
            childId: media.userId,
            upload: media.title || media.originalName,
            coach: `${coach.firstName} ${coach.lastName}`,
          };
        throw refusal;
      }
      const [row] = await tx.insert(coachFeedback).values({ mediaId: media.id, coachId: coach.id, rating: input.rating, feedback: input.feedback }).returning();
      await tx.update(mediaUploads).set({ status: 'REVIEWED' }).where(eq(mediaUploads.id, media.id));
      const [athlete] = await tx.select().from(users).where(eq(users.id, media.userId));
      const parents = await linkedParents(tx, media.userId);
      const name = media.title || media.originalName;
      for (const to of [athlete!, ...parents]) {
        const m = FEEDBACK[mailLanguage(to.language)];
        const about = to.id === athlete!.id ? m.yours : m.theirs(athlete!.firstName);
        await enqueueMail(tx, {
          to: to.email,
          subject: m.subject(name),
          text: m.lines(to.firstName, `${coach.firstName} ${coach.lastName}`, about, name, input.rating, input.feedback, config.BUSINESS_NAME).join('\n'),
        });
      }
      return { id: row!.id, message: msg('coach.feedbackSubmitted') };
    });
  } catch (err) {
    if (err instanceof LimitReached && refusedParent) await tellParentOfRefusal(db, ctx, refusedParent);
    throw err;
  }
}

/**
 * The author edits their feedback (issue 33: "Edit feedback" once reviewed): the rating and the
 * words change, the upload stays REVIEWED, nothing is counted against the athlete's plan (the
 * feedback was counted when given) and no e-mail is sent again. Another coach's feedback, or one
 * that is gone, is a 404.
 */
export async function editFeedback(db: Db, coach: User, id: number, input: { feedback: string; rating: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(coachFeedback)
      .set({ rating: input.rating, feedback: input.feedback })
      .where(and(eq(coachFeedback.id, id), eq(coachFeedback.coachId, coach.id)))
      .returning({ id: coachFeedback.id });
    if (!row) throw notFound(msg('coach.feedbackNotFound'));
    return { id: row.id, message: msg('coach.feedbackUpdated') };
  });
}
