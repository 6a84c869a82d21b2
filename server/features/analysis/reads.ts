import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AiFeedback, AnalysisPending, PoseTrack } from '../../../common/analysis.ts';
import type { Db } from '../../db/client.ts';
import { aiFeedback, type AiFeedbackRow } from '../../db/schema/analysis.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { users, type User } from '../../db/schema/users.ts';
import { notFound } from '../../platform/errors.ts';
import type { Language } from '../../platform/i18n/language.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { canViewMedia } from '../media/access.ts';
import { linkedAthletes } from '../../domain/parent-links.ts';
import { poseTracks } from '../../db/schema/review.ts';
import { trackIn } from './track.ts';
import { judgedOf } from './bands.ts';
import { measuresIn, textIn, type StoredMeasures } from './report.ts';
import { msg } from '../../../common/messages/index.ts';

/** The analyses as the API reads them (analysis/routes.ts); the job that makes them is job.ts. */

/** How long a read link to an upload or an overlay lasts. */
export const READ_URL_SECONDS = 3600;

/** A finished analysis as the API returns it, its texts in `lang` (English: as stored). */
async function toFeedback(storage: ObjectStorage, row: AiFeedbackRow, originalName: string, lang: Language): Promise<AiFeedback> {
  const text = textIn({ ...row, feedback: row.feedback ?? '' }, lang);
  return {
    id: row.id,
    mediaId: row.mediaId,
    analysisType: row.analysisType,
    confidence: row.confidence ?? 0,
    processingTime: row.processingTime ?? 0,
    feedback: text.feedback,
    strengths: text.strengths,
    improvements: text.improvements,
    recommendations: text.recommendations,
    tags: row.tags,
    modelVersion: row.modelVersion ?? '',
    createdAt: (row.completedAt ?? row.createdAt).toISOString(),
    originalName,
    overlayUrl: row.overlayKey ? await storage.createReadUrl(row.overlayKey, { expiresInSeconds: READ_URL_SECONDS, contentType: 'image/jpeg' }) : null,
    measures: measuresIn((row.measures as StoredMeasures | null) ?? null, lang),
  };
}

/**
 * The analysis of one upload for its owner, coaches and the owner's linked parents. Unlike the
 * media itself, an analysis stays private when the media is public: anyone else gets 404.
 */
export async function getAnalysis(
  deps: { db: Db; storage: ObjectStorage },
  viewer: User,
  mediaId: number,
  lang: Language = 'en',
): Promise<{ done: true; feedback: AiFeedback } | { done: false; pending: AnalysisPending }> {
  const [row] = await deps.db
    .select({ media: { userId: mediaUploads.userId, originalName: mediaUploads.originalName }, analysis: aiFeedback })
    .from(mediaUploads)
    .leftJoin(aiFeedback, eq(aiFeedback.mediaId, mediaUploads.id))
    .where(eq(mediaUploads.id, mediaId));
  if (!row || !(await canViewMedia(deps.db, viewer, { userId: row.media.userId, isPublic: false }))) throw notFound(msg('media.notFound'));
  const a = row.analysis;
  if (!a) throw notFound(msg('analysis.noFeedback'));
  if (a.status === 'QUEUED' || a.status === 'RUNNING') return { done: false, pending: { status: a.status, progress: a.progress } };
  return { done: true, feedback: await toFeedback(deps.storage, a, row.media.originalName, lang) };
}

/**
 * The user's finished analyses (done, or failed after every retry, which says so), newest first, in
 * `lang`: an athlete's of their own uploads; a parent's of the uploads of the athletes they are
 * ACTIVELY linked to (whoever uploaded them, decision 047), each naming its athlete. Read-only: the
 * list is all a parent gets, and a link that ends takes its athlete's analyses out of it.
 */
export async function listMyAnalyses(deps: { db: Db; storage: ObjectStorage }, user: User, lang: Language = 'en'): Promise<AiFeedback[]> {
  const parent = user.role === 'PARENT';
  const owners = parent ? (await linkedAthletes(deps.db, user.id)).filter((a) => !a.deletedAt).map((a) => a.id) : [user.id];
  if (owners.length === 0) return [];
  const rows = await deps.db
    .select({ analysis: aiFeedback, originalName: mediaUploads.originalName, athlete: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(aiFeedback)
    .innerJoin(mediaUploads, eq(mediaUploads.id, aiFeedback.mediaId))
    .innerJoin(users, eq(users.id, mediaUploads.userId))
    .where(and(inArray(mediaUploads.userId, owners), inArray(aiFeedback.status, ['DONE', 'FAILED'])))
    .orderBy(desc(aiFeedback.completedAt), desc(aiFeedback.id));
  return Promise.all(
    rows.map(async (r) => ({ ...(await toFeedback(deps.storage, r.analysis, r.originalName, lang)), ...(parent ? { athlete: r.athlete } : {}) })),
  );
}

/** Every analysed frame's keypoints and measures of a video, for the viewers of its analysis (404 for anyone else or when there is none); the curves named in `lang`. */
export async function getTrack(db: Db, viewer: User, mediaId: number, lang: Language = 'en'): Promise<PoseTrack> {
  const [row] = await db
    .select({ userId: mediaUploads.userId, track: poseTracks.track, measures: aiFeedback.measures })
    .from(mediaUploads)
    .leftJoin(poseTracks, eq(poseTracks.mediaId, mediaUploads.id))
    .leftJoin(aiFeedback, eq(aiFeedback.mediaId, mediaUploads.id))
    .where(eq(mediaUploads.id, mediaId));
  if (!row || !(await canViewMedia(db, viewer, { userId: row.userId, isPublic: false }))) throw notFound(msg('media.notFound'));
  if (!row.track) throw notFound(msg('analysis.noFrames'));
  // A track belongs to a video: its curves' bands are what the video's analysis judged.
  return trackIn(row.track as PoseTrack, lang, judgedOf((row.measures as StoredMeasures | null) ?? null, true));
}
