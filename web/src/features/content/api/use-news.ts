import { useQuery } from '@tanstack/react-query';
import { contentApi, type FeedPost } from '@common/content';
import { newsItems } from '@common/news';
import { apiQuery } from '@/lib/api-client';

const selectNews = (posts: FeedPost[]) => newsItems(posts);

/** The content feed, keeping the first 4 news posts. */
export function useNews() {
  return useQuery({ ...apiQuery(contentApi.feed), select: selectNews });
}
