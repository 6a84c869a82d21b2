import { z } from 'zod';
import { messageSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { idParams } from './input.ts';
import { postInputSchema } from './staff.ts';

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

const savedSchema = z.object({ id: z.number().int() });
const tags = ['content'];

/** The news feed (decision 032): public to read (answered from the read cache), written by staff. */
export const contentApi = {
  /** Every post, newest first. */
  feed: endpoint({ method: 'GET', path: '/api/content-feed', response: feedSchema, tags }),
  createPost: endpoint({ method: 'POST', path: '/api/staff/posts', body: postInputSchema, response: savedSchema, status: 201, access: 'staff', tags }),
  updatePost: endpoint({ method: 'PUT', path: '/api/staff/posts/:id', params: idParams, body: postInputSchema, response: savedSchema, access: 'staff', tags }),
  deletePost: endpoint({ method: 'DELETE', path: '/api/staff/posts/:id', params: idParams, response: messageSchema, access: 'staff', tags }),
};
