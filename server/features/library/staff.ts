import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type libraryInputSchema, type libraryUpdateSchema, type StaffLibraryItem } from '../../../common/library.ts';
import type { Db, Tx } from '../../db/client.ts';
import { libraryItems } from '../../db/schema/library.ts';
import { uploadGrants } from '../../db/schema/media.ts';
import type { User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { toStaffItem } from './present.ts';
import { checkVideo, type RecordedVideo } from './video.ts';
import { msg } from '../../../common/messages/index.ts';

type Input = z.output<typeof libraryInputSchema>;
type Update = z.output<typeof libraryUpdateSchema>;

export async function staffLibrary(db: Db, storage: ObjectStorage): Promise<StaffLibraryItem[]> {
  const rows = await db.select().from(libraryItems).orderBy(desc(libraryItems.updatedAt), desc(libraryItems.id));
  return Promise.all(rows.map((r) => toStaffItem(storage, r)));
}

/** Marks the video's upload used, in the item's transaction: the same upload cannot serve two items. */
async function claim(tx: Tx, video: RecordedVideo, now: Date): Promise<void> {
  const used = await tx
    .update(uploadGrants)
    .set({ recordedAt: now })
    .where(and(eq(uploadGrants.objectKey, video.grantKey), isNull(uploadGrants.recordedAt)))
    .returning({ key: uploadGrants.objectKey });
  if (!used[0]) throw conflict(msg('library.videoInUse'));
}

const videoFields = (v: RecordedVideo) => ({
  storageKey: v.storageKey,
  mimeType: v.mimeType,
  durationSeconds: v.durationSeconds,
  thumbnailKey: v.thumbnailKey,
});

/** A new item (a video's upload checked and probed first); published now or kept as a draft. Audited. */
export async function createLibraryItem(db: Db, storage: ObjectStorage, staff: User, input: Input, now: Date): Promise<StaffLibraryItem> {
  const { objectKey, published, ...fields } = input;
  const video = input.kind === 'VIDEO' && objectKey ? await checkVideo(db, storage, staff.id, objectKey) : null;
  const row = await db.transaction(async (tx) => {
    if (video) await claim(tx, video, now);
    const [created] = await tx
      .insert(libraryItems)
      .values({ ...fields, ...(video ? videoFields(video) : {}), publishedAt: published ? now : null, createdBy: staff.id })
      .returning();
    await audit(tx, staff.id, 'library.create', 'library_item', created!.id, { title: created!.title, kind: created!.kind, published });
    return created!;
  });
  return toStaffItem(storage, row);
}

/** Edits, publishes or unpublishes an item; a new video replaces the old one (whose objects are deleted). Audited. */
export async function updateLibraryItem(db: Db, storage: ObjectStorage, staff: User, id: number, input: Update, now: Date): Promise<StaffLibraryItem> {
  const [before] = await db.select().from(libraryItems).where(eq(libraryItems.id, id));
  if (!before) throw notFound(msg('library.notFound'));
  const { objectKey, published, ...fields } = input;
  const video = before.kind === 'VIDEO' && objectKey && objectKey !== before.storageKey ? await checkVideo(db, storage, staff.id, objectKey) : null;
  const publishedAt = published === undefined ? before.publishedAt : published ? (before.publishedAt ?? now) : null;
  const row = await db.transaction(async (tx) => {
    if (video) await claim(tx, video, now);
    const [updated] = await tx
      .update(libraryItems)
      .set({ ...fields, ...(video ? videoFields(video) : {}), publishedAt, updatedAt: now })
      .where(eq(libraryItems.id, id))
      .returning();
    const changed = Object.keys(input).filter((k) => input[k as keyof Update] !== undefined);
    await audit(tx, staff.id, published === false && before.publishedAt ? 'library.unpublish' : 'library.update', 'library_item', id, { changed });
    return updated!;
  });
  if (video) await Promise.all([before.storageKey, before.thumbnailKey].filter((k): k is string => !!k).map((k) => storage.delete(k).catch(() => undefined)));
  return toStaffItem(storage, row);
}
