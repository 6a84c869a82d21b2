import { useQuery } from '@tanstack/react-query';
import type { FeedPost } from '@common/content';

export const CONTENT_FEED_KEY = ['/api/content-feed'] as const;

/** GET /api/content-feed: every post, newest first (the dashboard's tips and the staff's news list). */
export function useContentFeed() {
  return useQuery<FeedPost[]>({ queryKey: CONTENT_FEED_KEY });
}
