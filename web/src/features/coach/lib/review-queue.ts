import type { MediaItem } from '@common/media';

type Item = Pick<MediaItem, 'id' | 'status'>;

export const pendingCount = (items: readonly Item[]) => items.filter((m) => m.status === 'PENDING').length;

/**
 * The submission to review after `doneId`: the next PENDING one below it in the list, else the
 * first PENDING one above it; null when nothing else waits.
 */
export function nextPendingId(items: readonly Item[], doneId: number): number | null {
  const at = items.findIndex((m) => m.id === doneId);
  const ordered = at < 0 ? items : [...items.slice(at + 1), ...items.slice(0, at)];
  return ordered.find((m) => m.id !== doneId && m.status === 'PENDING')?.id ?? null;
}
