import type { LibraryCard, LibraryItem, StaffLibraryItem } from '../../../common/library.ts';
import type { libraryItems, libraryProgress } from '../../db/schema/library.ts';
import type { Language } from '../../platform/i18n/language.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';

export type ItemRow = typeof libraryItems.$inferSelect;
export type ProgressRow = Pick<typeof libraryProgress.$inferSelect, 'positionSeconds' | 'completedAt' | 'updatedAt'>;

const READ_SECONDS = 6 * 3600;

/** The reader's language when it was written, else English (the fallback every item has). */
export const inLanguage = (lang: Language, en: string | null, es: string | null): string | null => (lang === 'es' && es ? es : en);

const signed = (storage: ObjectStorage, key: string | null, contentType: string) =>
  key ? storage.createReadUrl(key, { expiresInSeconds: READ_SECONDS, contentType }) : Promise.resolve(null);

export interface Reader {
  lang: Language;
  /** Whether the reader's plan (or staff role) opens premium items. */
  included: boolean;
}

/** A card: what everyone signed in sees (title, summary, thumbnail, duration), locked or not. */
export async function toCard(storage: ObjectStorage, row: ItemRow, reader: Reader, progress: ProgressRow | null): Promise<LibraryCard> {
  return {
    id: row.id,
    kind: row.kind,
    title: inLanguage(reader.lang, row.title, row.titleEs)!,
    summary: inLanguage(reader.lang, row.summary, row.summaryEs),
    sport: row.sport,
    level: row.level,
    skill: row.skill,
    isFree: row.isFree,
    locked: !row.isFree && !reader.included,
    thumbnailUrl: await signed(storage, row.thumbnailKey, 'image/jpeg'),
    durationSeconds: row.durationSeconds,
    progress: progress
      ? { positionSeconds: progress.positionSeconds, completed: progress.completedAt !== null, updatedAt: progress.updatedAt.toISOString() }
      : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** One item opened: the body and the video's signed URL only when it is not locked (never sent otherwise). */
export async function toItem(storage: ObjectStorage, row: ItemRow, reader: Reader, progress: ProgressRow | null): Promise<LibraryItem> {
  const card = await toCard(storage, row, reader, progress);
  if (card.locked) return { ...card, body: null, videoUrl: null };
  return { ...card, body: inLanguage(reader.lang, row.body, row.bodyEs), videoUrl: await signed(storage, row.storageKey, row.mimeType ?? 'video/mp4') };
}

/** Staff see every field in both languages. */
export async function toStaffItem(storage: ObjectStorage, row: ItemRow): Promise<StaffLibraryItem> {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    titleEs: row.titleEs,
    summary: row.summary,
    summaryEs: row.summaryEs,
    body: row.body,
    bodyEs: row.bodyEs,
    sport: row.sport,
    level: row.level,
    skill: row.skill,
    isFree: row.isFree,
    published: row.publishedAt !== null,
    thumbnailUrl: await signed(storage, row.thumbnailKey, 'image/jpeg'),
    videoUrl: await signed(storage, row.storageKey, row.mimeType ?? 'video/mp4'),
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
