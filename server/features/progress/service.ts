import { and, asc, desc, eq, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Progress, ProgressAthlete } from '../../../common/progress.ts';
import type { Db } from '../../db/client.ts';
import { aiFeedback } from '../../db/schema/analysis.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { poseTracks } from '../../db/schema/review.ts';
import { users, type User } from '../../db/schema/users.ts';
import { facilityDate } from '../../db/seed/time.ts';
import { notFound } from '../../platform/errors.ts';
import type { Language } from '../../platform/i18n/language.ts';
import type { StoredMeasures } from '../analysis/report.ts';
import { profileFor } from '../analysis/rules.ts';
import { isApprovedCoach } from '../../../common/coach-approval.ts';
import { canViewMedia } from '../media/access.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { sessionsPerWeek } from './compute.ts';
import { progressMeasures } from './measures.ts';
import { msg } from '../../../common/messages/index.ts';

const athleteOf = (u: User): ProgressAthlete => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, sport: u.sport });

/** Whose progress the viewer may see: an athlete their own, a parent their linked athletes, an approved coach every athlete. */
export async function progressAthletes(db: Db, viewer: User): Promise<ProgressAthlete[]> {
  if (viewer.role === 'ATHLETE') return [athleteOf(viewer)];
  if (viewer.role === 'PARENT') return (await linkedAthletes(db, viewer.id)).map(athleteOf);
  if (!isApprovedCoach(viewer)) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'ATHLETE'), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map(athleteOf);
}

/**
 * The athlete's uploads that `table` has a row about (joined on its mediaId), matching `also`: each
 * upload's id, file name, title and date, and the `columns` asked for.
 */
const uploadsOf =
  (db: Db, athleteId: number) =>
  <C extends SelectedFields>(table: typeof coachFeedback | typeof aiFeedback | typeof poseTracks, columns: C, ...also: SQL[]) =>
    db
      .select({ mediaId: mediaUploads.id, name: mediaUploads.originalName, title: mediaUploads.title, date: mediaUploads.createdAt, ...columns })
      .from(mediaUploads)
      .innerJoin(table, eq(table.mediaId, mediaUploads.id))
      .where(and(eq(mediaUploads.userId, athleteId), ...also));

/** One athlete's progress, for the athlete, coaches and linked parents (the media rule); 404 for anyone else. Measure names in `lang`. */
export async function getProgress(db: Db, viewer: User, athleteId: number, tz: string, now: Date, lang: Language = 'en'): Promise<Progress> {
  const [athlete] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, athleteId), eq(users.role, 'ATHLETE')));
  if (!athlete || !(await canViewMedia(db, viewer, { userId: athlete.id, isPublic: false }))) throw notFound(msg('platform.athleteNotFound'));
  const profile = profileFor(null, athlete.sport);

  // Attended: a confirmed booking of a session that has started, not marked as a no-show.
  const attended = await db
    .select({ date: trainingSessions.date })
    .from(bookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
    .where(
      and(
        eq(bookings.athleteId, athlete.id),
        eq(bookings.status, 'CONFIRMED'),
        lt(trainingSessions.startsAt, now),
        or(isNull(bookings.attendance), ne(bookings.attendance, 'NO_SHOW')),
      ),
    );

  const uploads = uploadsOf(db, athlete.id);
  const ratings = await uploads(coachFeedback, { ratedAt: coachFeedback.createdAt, rating: coachFeedback.rating }).orderBy(asc(coachFeedback.createdAt));
  const analysed = await uploads(aiFeedback, { measures: aiFeedback.measures, analysisType: aiFeedback.analysisType }, eq(aiFeedback.status, 'DONE')).orderBy(
    asc(mediaUploads.createdAt),
    asc(mediaUploads.id),
  );
  const measures = progressMeasures(
    analysed.map((a) => ({
      mediaId: a.mediaId,
      date: a.date,
      name: a.title || a.name,
      video: a.analysisType === 'VIDEO_ANALYSIS',
      measures: a.measures as StoredMeasures | null,
    })),
    profile,
    lang,
  );

  const clips = await uploads(
    poseTracks,
    { durationSeconds: mediaUploads.durationSeconds, note: mediaUploads.description },
    eq(mediaUploads.fileType, 'VIDEO'),
  ).orderBy(desc(mediaUploads.createdAt), desc(mediaUploads.id));

  return {
    athlete: athleteOf(athlete),
    profile,
    weeks: sessionsPerWeek(
      attended.map((r) => String(r.date)),
      facilityDate(tz, 0),
    ),
    ratings: ratings.map((r) => ({ date: r.ratedAt.toISOString(), rating: r.rating, mediaId: r.mediaId, name: r.title || r.name })),
    measures,
    clips: clips.map((c) => ({
      mediaId: c.mediaId,
      name: c.title || c.name,
      date: c.date.toISOString(),
      durationSeconds: c.durationSeconds,
      note: c.note || null,
    })),
  };
}
