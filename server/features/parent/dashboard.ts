import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings.ts';
import { creditGrants, creditUses, sessionPacks } from '../../db/schema/packs.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized, localizedCopy } from '../../platform/i18n/localized.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users, type User } from '../../db/schema/users.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../platform/errors.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { msg } from '../../../common/messages/index.ts';

/** The linked athletes in scope: all, or the one chosen (which must be linked). */
async function scope(db: Db, parent: User, athleteId?: number): Promise<number[]> {
  const ids = (await linkedAthletes(db, parent.id)).map((a) => a.id);
  if (athleteId === undefined) return ids;
  if (!ids.includes(athleteId)) throw forbidden(msg('parent.notLinked'));
  return [athleteId];
}

/** The linked children's coming sessions; the program and the credit's pack in the reader's language (decision 066). */
export async function parentUpcoming(db: Db, parent: User, athleteId?: number, lang: Language = 'en') {
  const ids = await scope(db, parent, athleteId);
  if (!ids.length) return [];
  const rows = await db
    .select({
      b: bookings,
      s: trainingSessions,
      programName: programs.name,
      programNameEs: programs.nameEs,
      first: users.firstName,
      last: users.lastName,
      pack: creditGrants.packName,
      source: { name: sessionPacks.name, nameEs: sessionPacks.nameEs },
    })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .innerJoin(programs, eq(programs.id, trainingSessions.programId))
    .innerJoin(users, eq(users.id, bookings.athleteId))
    // The pack a credit booking's credit came from (one credit use per booking).
    .leftJoin(creditUses, eq(creditUses.bookingId, bookings.id))
    .leftJoin(creditGrants, eq(creditGrants.id, creditUses.grantId))
    .leftJoin(sessionPacks, eq(sessionPacks.id, creditGrants.packId))
    .where(and(inArray(bookings.athleteId, ids), gt(trainingSessions.startsAt, sql`now()`), eq(bookings.status, 'CONFIRMED')))
    .orderBy(trainingSessions.startsAt);
  return rows.map((r) => ({
    bookingId: r.b.id,
    athleteId: r.b.athleteId,
    programName: localized(r.programName, r.programNameEs, lang),
    athleteName: r.first,
    athleteLastName: r.last,
    sessionDate: r.s.date,
    sessionTime: r.s.time,
    status: r.b.status,
    paidWithCredit: r.b.paidWithCredit,
    creditPack: r.b.paidWithCredit && r.pack !== null ? localizedCopy(r.pack, r.source, lang) : null,
  }));
}

export async function parentFeedback(db: Db, storage: ObjectStorage, parent: User, athleteId?: number) {
  const ids = await scope(db, parent, athleteId);
  if (!ids.length) return [];
  const coach = alias(users, 'coach');
  const rows = await db
    .select({ f: coachFeedback, m: mediaUploads, first: users.firstName, last: users.lastName, coachFirst: coach.firstName, coachLast: coach.lastName })
    .from(coachFeedback)
    .innerJoin(mediaUploads, eq(mediaUploads.id, coachFeedback.mediaId))
    .innerJoin(users, eq(users.id, mediaUploads.userId))
    .innerJoin(coach, eq(coach.id, coachFeedback.coachId))
    .where(inArray(mediaUploads.userId, ids))
    .orderBy(desc(coachFeedback.createdAt))
    .limit(20);
  return Promise.all(
    rows.map(async (r) => ({
      feedbackId: r.f.id,
      athleteId: r.m.userId,
      athleteName: r.first,
      athleteLastName: r.last,
      rating: r.f.rating,
      comments: r.f.feedback,
      createdAt: r.f.createdAt.toISOString(),
      coachName: `${r.coachFirst} ${r.coachLast}`,
      mediaUrl: await storage.createReadUrl(r.m.storageKey, { expiresInSeconds: 6 * 3600, contentType: r.m.mimeType }),
      mediaType: r.m.mimeType,
    })),
  );
}

export async function parentBilling(db: Db, parent: User, portalAvailable: boolean) {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, parent.id), eq(subscriptions.planName, parent.subscriptionTier)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return {
    subscriptionTier: parent.subscriptionTier,
    subscriptionStatus: parent.subscriptionTier === 'FREE' ? ('ACTIVE' as const) : (sub?.status ?? ('ACTIVE' as const)),
    currentPeriodEnd: parent.subscriptionTier === 'FREE' ? null : (sub?.currentPeriodEnd.toISOString() ?? null),
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    portalAvailable,
  };
}
