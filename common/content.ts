import { z } from 'zod';
import { messageSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { idParams, spanishText, text } from './input.ts';

export const feedPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  coach: z.object({ name: z.string(), imageUrl: z.string().nullable() }).nullable(),
  _count: z.object({ likes: z.number().int() }),
  /**
   * Whether the post is news (part 1, section 9) and a coaching tip (2.6), decided by the words of
   * its English title: the title shown may be Spanish (decision 066), which those rules do not read.
   */
  news: z.boolean(),
  tip: z.boolean(),
});
export type FeedPost = z.infer<typeof feedPostSchema>;
export const feedSchema = z.array(feedPostSchema);

/** A post as staff edit it: the English title and text, and the Spanish beside them (null: none). */
export const staffPostSchema = feedPostSchema.extend({ titleEs: z.string().nullable(), contentEs: z.string().nullable() });
export type StaffPost = z.infer<typeof staffPostSchema>;

export { isNewsTitle, isTipTitle, newsItems, NEWS_LIMIT } from './news.ts';

/** A news post as staff write it (formerly in common/staff.ts). */
export const postInputSchema = z.object({
  title: text().min(2).max(200),
  content: text().min(1).max(5000),
  imageUrl: text().max(500).optional().nullable(),
  titleEs: spanishText(200),
  contentEs: spanishText(5000),
});

const savedSchema = z.object({ id: z.number().int() });
const tags = ['content'];

/** The news feed (decision 032): public to read (answered from the read cache), written by staff. */
export const contentApi = {
  /** Every post, newest first, in the reader's language. */
  feed: endpoint({ method: 'GET', path: '/api/content-feed', response: feedSchema, tags }),
  /** The same posts as staff edit them, English and Spanish. */
  staffPosts: endpoint({ method: 'GET', path: '/api/staff/posts', response: z.array(staffPostSchema), access: 'staff', tags }),
  createPost: endpoint({ method: 'POST', path: '/api/staff/posts', body: postInputSchema, response: savedSchema, status: 201, access: 'staff', tags }),
  updatePost: endpoint({ method: 'PUT', path: '/api/staff/posts/:id', params: idParams, body: postInputSchema, response: savedSchema, access: 'staff', tags }),
  deletePost: endpoint({ method: 'DELETE', path: '/api/staff/posts/:id', params: idParams, response: messageSchema, access: 'staff', tags }),
};
