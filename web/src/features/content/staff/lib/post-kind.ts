import { isNewsTitle, isTipTitle } from '@common/content';
import type { TFunction } from '@/lib/i18n/i18next';

export interface PostKind {
  /** Shown in the home page news (the newest four of these). */
  news: boolean;
  /** Shown as a coach's training tip on members' dashboards. */
  tip: boolean;
}

/** Where a post appears, judged from its title by the same rules the pages use. */
export const postKind = (title: string): PostKind => ({ news: isNewsTitle(title), tip: isTipTitle(title) });

/** One line for the form: what a title makes of the post. */
export function describeKind(title: string, t: TFunction<'staff'>): string {
  if (!title.trim()) return t('news.kind.empty');
  const { news, tip } = postKind(title);
  if (news && tip) return t('news.kind.both');
  if (tip) return t('news.kind.tip');
  return t('news.kind.news');
}
