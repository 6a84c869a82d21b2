import { and, asc, eq } from 'drizzle-orm';
import type { Annotation, AnnotationInput } from '../../../common/annotations.ts';
import type { Db } from '../../db/client.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { annotations, type AnnotationRow } from '../../db/schema/review.ts';
import { users, type User } from '../../db/schema/users.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { canViewMedia } from '../media/access.ts';
import { msg } from '../../../common/messages/index.ts';

/**
 * The clip, if the viewer may see its drawings: its owner, coaches and the owner's linked parents
 * (the media access rule). Like the analysis, drawings stay private when the clip is public.
 */
async function viewableClip(db: Db, viewer: User, mediaId: number) {
  const [media] = await db
    .select({ userId: mediaUploads.userId, fileType: mediaUploads.fileType, durationSeconds: mediaUploads.durationSeconds })
    .from(mediaUploads)
    .where(eq(mediaUploads.id, mediaId));
  if (!media || !(await canViewMedia(db, viewer, { userId: media.userId, isPublic: false }))) throw notFound(msg('media.notFound'));
  return media;
}

function toAnnotation(row: AnnotationRow, author: { firstName: string; lastName: string }, viewer: User): Annotation {
  return {
    id: row.id,
    mediaId: row.mediaId,
    kind: row.kind,
    color: row.color as Annotation['color'],
    points: row.points,
    text: row.text,
    atMs: row.atMs,
    durationMs: row.durationMs,
    author: { id: row.authorId, name: `${author.firstName} ${author.lastName}` },
    mine: row.authorId === viewer.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A drawing must be pinned inside the clip (when its length is known). */
function checkMoment(input: AnnotationInput, media: { fileType: 'VIDEO' | 'IMAGE'; durationSeconds: number | null }) {
  if (media.fileType !== 'VIDEO') throw badRequest(msg('annotations.photo'));
  if (media.durationSeconds !== null && input.atMs > Math.ceil(media.durationSeconds * 1000)) {
    throw badRequest(msg('annotations.outsideClip', { seconds: media.durationSeconds }));
  }
}

const fields = (input: AnnotationInput) => ({
  kind: input.kind,
  color: input.color,
  points: input.points,
  text: input.text?.trim() || null,
  atMs: input.atMs,
  durationMs: input.durationMs ?? null,
});

/** The clip's drawings and notes in playback order. */
export async function listAnnotations(db: Db, viewer: User, mediaId: number): Promise<Annotation[]> {
  await viewableClip(db, viewer, mediaId);
  const rows = await db
    .select({ a: annotations, firstName: users.firstName, lastName: users.lastName })
    .from(annotations)
    .innerJoin(users, eq(users.id, annotations.authorId))
    .where(eq(annotations.mediaId, mediaId))
    .orderBy(asc(annotations.atMs), asc(annotations.id));
  return rows.map((r) => toAnnotation(r.a, r, viewer));
}

/** Only coaches draw (the route lets only coaches in). */
export async function createAnnotation(db: Db, coach: User, mediaId: number, input: AnnotationInput): Promise<Annotation> {
  const media = await viewableClip(db, coach, mediaId);
  checkMoment(input, media);
  const [row] = await db
    .insert(annotations)
    .values({ mediaId, authorId: coach.id, ...fields(input) })
    .returning();
  return toAnnotation(row!, coach, coach);
}

/** The author's own drawing, or 404 (cannot see the clip) or 403 (someone else's). */
async function ownAnnotation(db: Db, user: User, id: number) {
  const [row] = await db.select().from(annotations).where(eq(annotations.id, id));
  if (!row) throw notFound(msg('annotations.notFound'));
  const media = await viewableClip(db, user, row.mediaId).catch(() => {
    throw notFound(msg('annotations.notFound'));
  });
  if (row.authorId !== user.id) throw forbidden(msg('annotations.onlyAuthor'));
  return { row, media };
}

export async function updateAnnotation(db: Db, user: User, id: number, input: AnnotationInput, now: Date): Promise<Annotation> {
  const { media } = await ownAnnotation(db, user, id);
  checkMoment(input, media);
  const [row] = await db
    .update(annotations)
    .set({ ...fields(input), updatedAt: now })
    .where(and(eq(annotations.id, id), eq(annotations.authorId, user.id)))
    .returning();
  if (!row) throw notFound(msg('annotations.notFound'));
  return toAnnotation(row, user, user);
}

export async function deleteAnnotation(db: Db, user: User, id: number): Promise<void> {
  await ownAnnotation(db, user, id);
  await db.delete(annotations).where(and(eq(annotations.id, id), eq(annotations.authorId, user.id)));
}
