import { useQuery } from '@tanstack/react-query';
import type { FeedPost } from '@common/content';

/** The coaches' feed, newest first; the dashboard keeps the coaching tips. */
export function useContentFeed() {
  return useQuery<FeedPost[]>({ queryKey: ['/api/content-feed'] });
}
