import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { MAX_PROFILE_PICTURE_BYTES, MAX_UPLOAD_BYTES, publicFileUrl, type MediaItem } from '../../../common/media.ts';
import type { Db } from '../../db/client.ts';
import { mediaUploads, uploadGrants } from '../../db/schema/media.ts';
import type { User } from '../../db/schema/users.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { isLinked, linkedAthletes } from '../../domain/parent-links.ts';
import { sniffMedia } from '../../platform/storage/sniff.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { canViewMedia } from './access.ts';
import { selectMedia, toMediaItems } from './queries.ts';
import { withReviewWait } from './review-wait.ts';
import { makePoster } from './thumbnails.ts';
import { assertWithinLimit, limitRefusal, lockUsage } from '../../domain/plan-limits.ts';
import { limitGate } from '../../domain/capabilities.ts';
import { msg } from '../../../common/messages/index.ts';

/** Upload links and recorded uploads count against the monthly uploads of whoever uploads. */
const uploads = limitGate('maxMediaUploads', 'media: upload link and recording');

export interface MediaDeps {
  db: Db;
  storage: ObjectStorage;
  /** The facility's time zone: plan limits count per calendar month there. */
  tz: string;
  /** The clock (the AppContext's). */
  now: () => Date;
  /** Called after a media record is created (queues its analysis). */
  onRecorded?: (mediaId: number) => Promise<void>;
}

const randomPart = () => crypto.randomBytes(18).toString('base64url');
export const UPLOAD_URL_SECONDS = 30 * 60;

/**
 * Whose upload it is (decision 047): an athlete's own; a parent's for one of their ACTIVE-linked
 * athletes, named by `athleteId` (required: a parent has no training of their own to upload).
 */
export async function uploadOwner(db: Db, user: User, athleteId: number | undefined): Promise<number> {
  if (user.role === 'PARENT') {
    if (athleteId === undefined) throw badRequest(msg('media.chooseAthlete'));
    if (!(await isLinked(db, user.id, athleteId))) throw forbidden(msg('media.notYourAthlete'));
    return athleteId;
  }
  if (athleteId !== undefined && athleteId !== user.id) throw forbidden(msg('media.notYourAthlete'));
  return user.id;
}

/**
 * Step 1 of an upload: a signed URL to PUT the file to, under the athlete's prefix. The link counts
 * against the plan of whoever asks for it (a parent's for their child: the payer's, decision 047).
 */
export async function createUploadUrl(deps: MediaDeps, user: User, athleteId?: number) {
  const owner = await uploadOwner(deps.db, user, athleteId);
  const objectKey = `uploads/${owner}/${randomPart()}`;
  const expiresAt = new Date(deps.now().getTime() + UPLOAD_URL_SECONDS * 1000);
  // An issued link counts against the month's uploads until it expires unused (the limit refuses here, at the first step).
  await deps.db.transaction(async (tx) => {
    await lockUsage(tx, user.id);
    await assertWithinLimit(tx, user.id, uploads, deps.tz, deps.now());
    await tx.insert(uploadGrants).values({ objectKey, userId: user.id, expiresAt });
  });
  const uploadURL = await deps.storage.createUploadUrl(objectKey, { maxBytes: MAX_UPLOAD_BYTES, expiresInSeconds: UPLOAD_URL_SECONDS });
  return { uploadURL, objectKey, expiresAt: expiresAt.toISOString() };
}

/** The object key inside an upload URL (local or presigned S3) and the athlete whose prefix it is under. */
export function keyFromUploadUrl(fileUrl: string): { key: string; owner: number } | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(fileUrl, 'http://local').pathname);
  } catch {
    return null;
  }
  const m = /(uploads\/(\d+)\/[A-Za-z0-9_-]{16,})$/.exec(pathname);
  if (!m) return null;
  return { key: m[1]!, owner: Number(m[2]) };
}

/**
 * Step 3: records an uploaded object after checking it exists, is within 100 MB and is an image or
 * a video by its content. Anything refused is deleted, so no object is left without a record.
 * Recording the same object twice returns the first record (and checks or replaces nothing).
 */
export async function recordUpload(
  deps: MediaDeps,
  user: User,
  input: { fileUrl: string; fileName: string; description?: string; sport?: string; athleteId?: number },
) {
  const { db, storage } = deps;
  const found = keyFromUploadUrl(input.fileUrl);
  if (!found) throw badRequest(msg('media.missingObject'));
  // The link names the athlete; the caller may still upload for them (a parent whose link ended cannot).
  if (input.athleteId !== undefined && input.athleteId !== found.owner) throw forbidden(msg('media.notYourAthlete'));
  if (user.role !== 'PARENT' && found.owner !== user.id) throw badRequest(msg('media.missingObject'));
  const owner = user.role === 'PARENT' ? await uploadOwner(db, user, found.owner) : user.id;
  const uploadKey = found.key;
  // S3: the record points at a sealed copy that no upload URL can write to (decision 021).
  const key = storage.seal ? uploadKey.replace(/^uploads\//, 'media/') : uploadKey;
  const existing = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(inArray(mediaUploads.storageKey, [uploadKey, key]))
    .limit(1);
  if (existing[0]) return { id: existing[0].id };
  const [grant] = await db
    .select()
    .from(uploadGrants)
    .where(and(eq(uploadGrants.objectKey, uploadKey), eq(uploadGrants.userId, user.id)));
  if (!grant) throw badRequest(msg('media.missingObject'));
  if (storage.seal) {
    if (!(await storage.head(uploadKey))) throw new HttpError(404, msg('media.missingObject'));
    await storage.seal(uploadKey, key).catch((err: unknown) => {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 412 || status === 404) throw new HttpError(409, msg('media.fileChanged'));
      throw err;
    });
  }
  const head = await storage.head(key);
  if (!head || head.size === 0) throw new HttpError(404, msg('media.missingObject'));
  if (head.size > MAX_UPLOAD_BYTES) {
    await storage.delete(key);
    throw new HttpError(413, msg('media.tooLarge'));
  }
  const kind = await sniffMedia(await storage.readStart(key, 64));
  if (!kind) {
    await storage.delete(key);
    throw new HttpError(415, msg('media.notMedia'));
  }
  const poster = await makePoster(storage, key, kind.fileType, `thumbs/${owner}/${randomPart()}.jpg`);
  const row = await db.transaction(async (tx) => {
    // The link's own count moves from promised to done; checked again in case others were recorded meanwhile.
    await lockUsage(tx, user.id);
    const [used] = await tx.select({ recordedAt: uploadGrants.recordedAt }).from(uploadGrants).where(eq(uploadGrants.objectKey, uploadKey));
    if (used?.recordedAt) return null;
    const refusal = await limitRefusal(tx, user.id, uploads, deps.tz, deps.now(), { exceptObjectKey: uploadKey });
    if (refusal) throw refusal;
    await tx.update(uploadGrants).set({ recordedAt: deps.now() }).where(eq(uploadGrants.objectKey, uploadKey));
    const [inserted] = await tx
      .insert(mediaUploads)
      .values({
        userId: owner,
        uploadedBy: owner === user.id ? null : user.id,
        storageKey: key,
        originalName: input.fileName.slice(0, 255),
        fileType: kind.fileType,
        mimeType: kind.mimeType,
        fileSize: head.size,
        durationSeconds: poster.durationSeconds,
        thumbnailKey: poster.thumbnailKey,
        description: input.description || null,
        sport: input.sport || null,
      })
      .onConflictDoNothing()
      .returning({ id: mediaUploads.id });
    return inserted ?? null;
  });
  const id = row?.id ?? (await db.select({ id: mediaUploads.id }).from(mediaUploads).where(eq(mediaUploads.storageKey, key)))[0]!.id;
  if (row) await deps.onRecorded?.(id);
  return { id };
}

/** Profile pictures (multipart): images only, at most 5 MB; stored for public display. */
export async function saveProfilePicture(deps: MediaDeps, user: User, file: Buffer) {
  if (file.length > MAX_PROFILE_PICTURE_BYTES) throw new HttpError(413, msg('media.pictureTooLarge'));
  const kind = await sniffMedia(file.subarray(0, 64));
  if (!kind || kind.fileType !== 'IMAGE') throw new HttpError(415, msg('media.pictureNotImage'));
  const sharp = (await import('sharp')).default;
  const webp = await sharp(file, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: 512, height: 512, fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new HttpError(415, msg('media.pictureUnreadable'));
    });
  const key = `profiles/${user.id}/${randomPart()}.webp`;
  await deps.storage.put(key, webp, 'image/webp');
  return { filename: key, url: publicFileUrl(key) };
}

/** An athlete's own uploads; a parent's list is their ACTIVE-linked athletes' uploads, each naming its athlete (decision 047). */
export async function listOwnMedia(deps: MediaDeps, user: User): Promise<MediaItem[]> {
  if (user.role === 'PARENT') {
    const ids = (await linkedAthletes(deps.db, user.id)).map((a) => a.id);
    if (!ids.length) return [];
    return withReviewWait(
      deps.db,
      deps.tz,
      deps.now(),
      user,
      await toMediaItems(deps.db, deps.storage, await selectMedia(deps.db, inArray(mediaUploads.userId, ids))),
    );
  }
  const rows = await selectMedia(deps.db, eq(mediaUploads.userId, user.id));
  return withReviewWait(
    deps.db,
    deps.tz,
    deps.now(),
    user,
    await toMediaItems(
      deps.db,
      deps.storage,
      rows.map(({ user: _u, ...m }) => m),
    ),
  );
}

export async function getMedia(deps: MediaDeps, viewer: User | null, id: number): Promise<MediaItem> {
  const rows = await selectMedia(deps.db, eq(mediaUploads.id, id));
  const m = rows[0];
  if (!m || !(await canViewMedia(deps.db, viewer, m))) throw notFound(msg('media.notFound'));
  const [item] = await toMediaItems(deps.db, deps.storage, [m]);
  return item!;
}

export async function updateVisibility(
  deps: MediaDeps,
  user: User,
  id: number,
  input: { isPublic: boolean; title?: string | null; description?: string | null; tags?: string[] },
) {
  const updated = await deps.db
    .update(mediaUploads)
    .set({
      isPublic: input.isPublic,
      ...(input.title !== undefined ? { title: input.title || null } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
    })
    .where(and(eq(mediaUploads.id, id), eq(mediaUploads.userId, user.id)))
    .returning({ id: mediaUploads.id });
  if (!updated[0]) throw notFound(msg('media.notFound'));
  return getMedia(deps, user, id);
}

/** Uploaded objects never recorded (abandoned uploads) are deleted after a day. */
export async function deleteOrphanUploads(deps: MediaDeps, olderThanMs = 24 * 3600_000): Promise<number> {
  const keys = await deps.storage.listOlderThan('uploads', new Date(deps.now().getTime() - olderThanMs));
  let removed = 0;
  for (const key of keys) {
    if (key.endsWith('.part')) {
      await deps.storage.delete(key);
      removed++;
      continue;
    }
    const rows = await deps.db.select({ id: mediaUploads.id }).from(mediaUploads).where(eq(mediaUploads.storageKey, key)).limit(1);
    if (!rows[0]) {
      await deps.storage.delete(key);
      removed++;
    }
  }
  return removed;
}
