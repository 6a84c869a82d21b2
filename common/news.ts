// Plain functions (no zod), so the home page can use them without loading the schema library.

/** Part 1, section 9: titles kept for the news carousel. */
const NEWS_KEEP = ['tournament', 'championship', 'weekend', 'dominated', 'proud', 'congratulations', 'equipment', 'shoutout'];
/** Titles with any of these words are coaching tips, not news (unless a NEWS_KEEP word is present). */
const TIP_WORDS_NEWS = ['tip', 'focus', 'practice'];
/** Part 1, section 2.6: Coach Training Tips are posts whose title contains one of these. */
const TIP_WORDS = ['tip', 'training', 'technique', 'focus', 'practice'];

export const NEWS_LIMIT = 4;

export function isNewsTitle(title: string): boolean {
  const t = title.toLowerCase();
  return NEWS_KEEP.some((w) => t.includes(w)) || !TIP_WORDS_NEWS.some((w) => t.includes(w));
}

export function isTipTitle(title: string): boolean {
  const t = title.toLowerCase();
  return TIP_WORDS.some((w) => t.includes(w));
}

/** The news of a feed whose posts say whether they are news (`news`, from their English title). */
export function newsItems<T extends { news: boolean }>(posts: T[]): T[] {
  return posts.filter((p) => p.news).slice(0, NEWS_LIMIT);
}
