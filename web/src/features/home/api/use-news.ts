import { useQuery } from '@tanstack/react-query';
import type { FeedPost } from '@common/content';
import { newsItems } from '@common/news';

export const CONTENT_FEED_KEY = ['/api/content-feed'] as const;

const selectNews = (posts: FeedPost[]) => newsItems(posts);

/** GET /api/content-feed through the default query function; keeps the first 4 news posts. */
export function useNews() {
  return useQuery<FeedPost[], Error, FeedPost[]>({ queryKey: CONTENT_FEED_KEY, select: selectNews });
}
