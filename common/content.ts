import { z } from 'zod';

export const feedPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  coach: z.object({ name: z.string(), imageUrl: z.string().nullable() }).nullable(),
  _count: z.object({ likes: z.number().int() }),
});
export type FeedPost = z.infer<typeof feedPostSchema>;
export const feedSchema = z.array(feedPostSchema);

export { isNewsTitle, isTipTitle, newsItems, NEWS_LIMIT } from './news.ts';
