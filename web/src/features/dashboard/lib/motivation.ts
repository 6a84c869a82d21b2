import type { Urgency } from '@common/member';

/**
 * The streak in weeks (DESIGN.md 6: real, not random). The spec's wording changes at 7 and 30
 * days; in weeks: none yet, one week or more, and five weeks or more (about 30 days).
 */
export function streakMessage(weeks: number): { headline: string; detail: string } {
  if (weeks < 1) return { headline: 'Start your streak this week', detail: 'Book a session or upload a clip to get your first week on the board.' };
  const headline = `${weeks}-week streak`;
  if (weeks >= 5) return { headline, detail: 'Over a month of training without a break. That is how elite athletes are built!' };
  return { headline, detail: 'Train or upload every week to keep it going.' };
}

/** Part 1, section 4: what the motivation card asks for, by urgency. */
export const URGENCY_MESSAGE: Record<Urgency, { title: string; text: string }> = {
  high: { title: 'Time for a new upload', text: 'It has been over a week since your last upload. Send your coach a fresh clip to keep the feedback coming.' },
  medium: { title: 'Keep the momentum going', text: 'You uploaded this week and your coach has weighed in. Upload your next clip to see how far you have come.' },
  low: { title: 'Get personal coaching', text: 'Upload a training video and a certified coach will review your technique.' },
};

export const CHALLENGES = [
  { title: '7-Day Upload Challenge', text: 'Upload one training clip every day for a week.' },
  { title: 'Skill Mastery Challenge', text: 'Pick one skill and film your progress on it after each session.' },
  { title: 'Game Situation Challenge', text: 'Film a drill at game speed and ask your coach how it would hold up in a match.' },
] as const;

export type FeedbackStage = 'upload' | 'review' | 'received';

/** Part 1, section 4: no uploads, some waiting for a coach, or all reviewed. */
export function feedbackStage(media: Array<{ feedback: unknown[] }>): FeedbackStage {
  if (media.length === 0) return 'upload';
  return media.some((m) => m.feedback.length === 0) ? 'review' : 'received';
}
