import crypto from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import { MAX_UPLOAD_BYTES } from '../../../common/media.ts';
import type { Db } from '../../db/client.ts';
import { libraryItems } from '../../db/schema/library.ts';
import { uploadGrants } from '../../db/schema/media.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import { probeDuration, videoPoster } from '../../platform/storage/media-tools.ts';
import { sniffMedia } from '../../platform/storage/sniff.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { msg } from '../../../common/messages/index.ts';

const UPLOAD_SECONDS = 30 * 60;
/** Library objects live under their own prefix: never taken for a member's upload, never counted against a plan. */
export const LIBRARY_UPLOAD_PREFIX = 'library/uploads/';
const randomPart = () => crypto.randomBytes(18).toString('base64url');

/** Step 1: a signed URL a staff member PUTs a video to (same storage and size limit as media uploads). */
export async function libraryUploadUrl(db: Db, storage: ObjectStorage, staffId: number, now: Date) {
  const objectKey = `${LIBRARY_UPLOAD_PREFIX}${staffId}/${randomPart()}`;
  const expiresAt = new Date(now.getTime() + UPLOAD_SECONDS * 1000);
  await db.insert(uploadGrants).values({ objectKey, userId: staffId, expiresAt });
  const uploadURL = await storage.createUploadUrl(objectKey, { maxBytes: MAX_UPLOAD_BYTES, expiresInSeconds: UPLOAD_SECONDS });
  return { uploadURL, objectKey, expiresAt: expiresAt.toISOString() };
}

export interface RecordedVideo {
  storageKey: string;
  mimeType: string;
  durationSeconds: number;
  thumbnailKey: string | null;
  /** The upload grant this video used: marked used in the item's own transaction. */
  grantKey: string;
}

/**
 * Step 2, before the item is saved: the object must have been issued to this staff member and not
 * used yet, exist, be within the media size limit and be a video by its content that ffprobe can
 * read. S3 objects are sealed under a key no upload URL was issued for (decision 021). The poster
 * and duration come from the same tools as media uploads.
 */
export async function checkVideo(db: Db, storage: ObjectStorage, staffId: number, objectKey: string): Promise<RecordedVideo> {
  const [grant] = await db
    .select()
    .from(uploadGrants)
    .where(and(eq(uploadGrants.objectKey, objectKey), eq(uploadGrants.userId, staffId), isNull(uploadGrants.recordedAt)));
  if (!grant || !objectKey.startsWith(LIBRARY_UPLOAD_PREFIX)) throw badRequest(msg('library.notIssued'));
  let key = objectKey;
  if (storage.seal) {
    if (!(await storage.head(objectKey))) throw badRequest(msg('library.notIssued'));
    key = `library/videos/${randomPart()}`;
    await storage.seal(objectKey, key);
  }
  const head = await storage.head(key);
  if (!head || head.size === 0) throw badRequest(msg('library.notIssued'));
  if (head.size > MAX_UPLOAD_BYTES) {
    await storage.delete(key);
    throw new HttpError(413, msg('media.tooLarge'));
  }
  const kind = await sniffMedia(await storage.readStart(key, 64));
  const input = await storage.localInput(key, 600);
  const durationSeconds = kind?.fileType === 'VIDEO' ? await probeDuration(input).catch(() => null) : null;
  if (!kind || kind.fileType !== 'VIDEO' || !durationSeconds) {
    await storage.delete(key);
    throw new HttpError(415, msg('library.notAVideo'));
  }
  const poster = await videoPoster(input).catch(() => null);
  const thumbnailKey = poster?.length ? `library/thumbs/${randomPart()}.jpg` : null;
  if (thumbnailKey) await storage.put(thumbnailKey, poster!, 'image/jpeg');
  return { storageKey: key, mimeType: kind.mimeType, durationSeconds, thumbnailKey, grantKey: objectKey };
}

/**
 * Library objects no item holds, a day after they were written: a video uploaded and never saved
 * with an item, and on S3 a sealed copy or a poster of an item that then failed to save.
 */
export async function deleteAbandonedLibraryObjects(deps: { db: Db; storage: ObjectStorage; now: () => Date }, olderThanMs = 24 * 3600_000): Promise<number> {
  const before = new Date(deps.now().getTime() - olderThanMs);
  let removed = 0;
  for (const prefix of ['library/uploads', 'library/videos', 'library/thumbs']) {
    for (const key of await deps.storage.listOlderThan(prefix, before)) {
      const [held] = await deps.db
        .select({ id: libraryItems.id })
        .from(libraryItems)
        .where(or(eq(libraryItems.storageKey, key), eq(libraryItems.thumbnailKey, key)))
        .limit(1);
      if (held) continue;
      await deps.storage.delete(key);
      removed++;
    }
  }
  return removed;
}
