import { isNewsTitle, isTipTitle } from '@common/content';

export interface PostKind {
  /** Shown in the home page news (the newest four of these). */
  news: boolean;
  /** Shown as a coach's training tip on members' dashboards. */
  tip: boolean;
}

/** Where a post appears, judged from its title by the same rules the pages use. */
export const postKind = (title: string): PostKind => ({ news: isNewsTitle(title), tip: isTipTitle(title) });

/** One line for the form: what a title makes of the post. */
export function describeKind(title: string): string {
  if (!title.trim()) return 'Titles with "tip", "training", "technique", "focus" or "practice" are coaching tips; the rest is news.';
  const { news, tip } = postKind(title);
  if (news && tip) return 'This title counts as news (home page) and as a coaching tip (dashboards).';
  if (tip) return 'This title counts as a coaching tip: it shows on members\' dashboards, not in the home page news.';
  return 'This title counts as news: it shows in the home page news.';
}
