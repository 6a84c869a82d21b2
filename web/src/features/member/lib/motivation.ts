import type { TFunction } from '@/lib/i18n/i18next';

/**
 * The streak in weeks (docs/design.md 6: real, not random). The spec's wording changes at 7 and 30
 * days; in weeks: none yet, one week or more, and five weeks or more (about 30 days).
 */
export function streakMessage(weeks: number, t: TFunction<'dashboard'>): { headline: string; detail: string } {
  if (weeks < 1) return { headline: t('motivation.streak.none'), detail: t('motivation.streak.noneText') };
  const headline = t('motivation.streak.weeks', { count: weeks });
  if (weeks >= 5) return { headline, detail: t('motivation.streak.month') };
  return { headline, detail: t('motivation.streak.keepGoing') };
}

/**
 * Part 1, section 4: what the motivation card asks for, by urgency, is motivation.urgency.<urgency>
 * in the dashboard namespace; the challenges are motivation.challenge.<key>.
 */
export const CHALLENGES = ['upload', 'skill', 'game'] as const;

export type FeedbackStage = 'upload' | 'review' | 'received';

/** Part 1, section 4: no uploads, some waiting for a coach, or all reviewed. */
export function feedbackStage(media: Array<{ feedback: unknown[] }>): FeedbackStage {
  if (media.length === 0) return 'upload';
  return media.some((m) => m.feedback.length === 0) ? 'review' : 'received';
}
