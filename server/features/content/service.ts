import { desc, eq, sql } from 'drizzle-orm';
import type { FeedPost } from '../../../common/content.ts';
import type { Db } from '../../db/client.ts';
import { contentPosts, postLikes } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';

export const FEED_LIMIT = 50;

export async function listFeed(db: Db): Promise<FeedPost[]> {
  const likes = db
    .select({ postId: postLikes.postId, n: sql<number>`count(*)::int`.as('n') })
    .from(postLikes)
    .groupBy(postLikes.postId)
    .as('likes');
  const rows = await db
    .select({
      id: contentPosts.id,
      title: contentPosts.title,
      content: contentPosts.content,
      imageUrl: contentPosts.imageUrl,
      createdAt: contentPosts.createdAt,
      coachFirst: users.firstName,
      coachLast: users.lastName,
      coachImage: users.profileImageUrl,
      likes: likes.n,
    })
    .from(contentPosts)
    .leftJoin(users, eq(users.id, contentPosts.coachId))
    .leftJoin(likes, eq(likes.postId, contentPosts.id))
    .orderBy(desc(contentPosts.createdAt), desc(contentPosts.id))
    .limit(FEED_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    imageUrl: r.imageUrl,
    createdAt: r.createdAt.toISOString(),
    coach: r.coachFirst ? { name: `${r.coachFirst} ${r.coachLast}`, imageUrl: r.coachImage } : null,
    _count: { likes: r.likes ?? 0 },
  }));
}
