import type { MediaItem } from '@common/media';

export interface ProgressRow {
  id: number;
  originalName: string;
  fileType: MediaItem['fileType'];
  createdAt: string;
  status: MediaItem['status'];
  /** The newest rated feedback's rating, if any. */
  latestRating: number | null;
}

export interface AthleteProgress {
  rows: ProgressRow[];
  reviewed: number;
}

/** One athlete's uploads from the coach's media list, newest first, with the latest rating of each. */
export function athleteProgress(media: readonly MediaItem[], athleteId: number): AthleteProgress {
  const rows = media
    .filter((m) => m.user?.id === athleteId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((m) => ({
      id: m.id,
      originalName: m.originalName,
      fileType: m.fileType,
      createdAt: m.createdAt,
      status: m.status,
      latestRating: [...m.feedback].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).find((f) => f.rating != null)?.rating ?? null,
    }));
  return { rows, reviewed: rows.filter((r) => r.status !== 'PENDING').length };
}
