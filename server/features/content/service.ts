import { desc, eq, sql } from 'drizzle-orm';
import { isNewsTitle, isTipTitle, type FeedPost, type StaffPost } from '../../../common/content.ts';
import type { Db } from '../../db/client.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized } from '../../platform/i18n/localized.ts';
import { contentPosts, postLikes } from '../../db/schema/content.ts';
import { users } from '../../db/schema/users.ts';

export const FEED_LIMIT = 50;

/** Every post, newest first, with its English and Spanish (staff edit both). */
export async function listStaffPosts(db: Db): Promise<StaffPost[]> {
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
      titleEs: contentPosts.titleEs,
      contentEs: contentPosts.contentEs,
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
    titleEs: r.titleEs,
    contentEs: r.contentEs,
    imageUrl: r.imageUrl,
    createdAt: r.createdAt.toISOString(),
    coach: r.coachFirst ? { name: `${r.coachFirst} ${r.coachLast}`, imageUrl: r.coachImage } : null,
    _count: { likes: r.likes ?? 0 },
    news: isNewsTitle(r.title),
    tip: isTipTitle(r.title),
  }));
}

/** The feed in the reader's language (decision 066): the Spanish title and text where staff wrote them. */
export async function listFeed(db: Db, lang: Language): Promise<FeedPost[]> {
  return (await listStaffPosts(db)).map(({ titleEs, contentEs, ...p }) => ({
    ...p,
    title: localized(p.title, titleEs, lang),
    content: localized(p.content, contentEs, lang),
  }));
}
