import type { MediaItem } from '@common/media';

/** "Jordan Rivera", or the fallback when the upload came without its uploader. */
export const athleteName = (item: Pick<MediaItem, 'user'>, fallback: string) =>
  item.user ? `${item.user.firstName} ${item.user.lastName}`.trim() || fallback : fallback;
