import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MediaItem } from '../../../common/media.ts';
import type { Db } from '../../db/client.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { users } from '../../db/schema/users.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

type MediaRow = typeof mediaUploads.$inferSelect;
const READ_SECONDS = 6 * 3600;

/** Coach feedback of these media, newest first, with the coach's name and picture. */
async function feedbackFor(db: Db, mediaIds: number[]) {
  if (!mediaIds.length) return new Map<number, MediaItem['feedback']>();
  const rows = await db
    .select({ f: coachFeedback, first: users.firstName, last: users.lastName, image: users.profileImageUrl })
    .from(coachFeedback)
    .innerJoin(users, eq(users.id, coachFeedback.coachId))
    .where(inArray(coachFeedback.mediaId, mediaIds))
    .orderBy(desc(coachFeedback.createdAt));
  const map = new Map<number, MediaItem['feedback']>();
  for (const r of rows) {
    const list = map.get(r.f.mediaId) ?? [];
    list.push({
      id: r.f.id,
      coachId: r.f.coachId,
      rating: r.f.rating,
      feedback: r.f.feedback,
      createdAt: r.f.createdAt.toISOString(),
      coach: { name: `${r.first} ${r.last}`, imageUrl: r.image },
    });
    map.set(r.f.mediaId, list);
  }
  return map;
}

/** The parents (or anyone else) who uploaded some of these media for their athlete (decision 047). */
async function uploadersOf(db: Db, rows: MediaRow[]) {
  const ids = [...new Set(rows.filter((r) => r.uploadedBy !== null && r.uploadedBy !== r.userId).map((r) => r.uploadedBy!))];
  if (!ids.length) return new Map<number, NonNullable<MediaItem['uploadedBy']>>();
  const rows2 = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows2.map((u) => [u.id, u]));
}

export async function toMediaItems(db: Db, storage: ObjectStorage, rows: Array<MediaRow & { user?: MediaItem['user'] }>): Promise<MediaItem[]> {
  const feedback = await feedbackFor(
    db,
    rows.map((r) => r.id),
  );
  const uploaders = await uploadersOf(db, rows);
  return Promise.all(
    rows.map(async (m) => ({
      id: m.id,
      fileUrl: await storage.createReadUrl(m.storageKey, { expiresInSeconds: READ_SECONDS, contentType: m.mimeType }),
      thumbnailUrl: m.thumbnailKey ? await storage.createReadUrl(m.thumbnailKey, { expiresInSeconds: READ_SECONDS, contentType: 'image/jpeg' }) : null,
      fileType: m.fileType,
      mimeType: m.mimeType,
      originalName: m.originalName,
      fileSize: m.fileSize,
      durationSeconds: m.durationSeconds,
      status: m.status,
      isPublic: m.isPublic,
      title: m.title,
      description: m.description,
      tags: m.tags,
      sport: m.sport,
      createdAt: m.createdAt.toISOString(),
      feedback: feedback.get(m.id) ?? [],
      ...(m.user ? { user: m.user } : {}),
      uploadedBy: (m.uploadedBy !== null && uploaders.get(m.uploadedBy)) || null,
    })),
  );
}

export async function selectMedia(db: Db, where: SQL | undefined, order: 'newest' | 'pendingFirst' = 'newest') {
  const rows = await db
    .select({ m: mediaUploads, u: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(mediaUploads)
    .innerJoin(users, eq(users.id, mediaUploads.userId))
    .where(where)
    .orderBy(
      ...(order === 'pendingFirst'
        ? [sql`case when ${mediaUploads.status} = 'PENDING' then 0 else 1 end`, asc(mediaUploads.createdAt)]
        : [desc(mediaUploads.createdAt)]),
    );
  return rows.map((r) => ({ ...r.m, user: r.u }));
}
