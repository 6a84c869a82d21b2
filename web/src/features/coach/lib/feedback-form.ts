export interface FeedbackDraft {
  mediaId: number | null;
  /** '1' to '5', or '' before a choice. */
  rating: string;
  text: string;
}

const RATING = /^[1-5]$/;

/** Part 2, section 5: submit only with a submission, a rating and some written feedback. */
export const canSubmit = (d: FeedbackDraft) => d.mediaId != null && RATING.test(d.rating) && d.text.trim().length > 0;

/** The POST /api/coach-feedback body, the rating as an integer. */
export function feedbackPayload(d: FeedbackDraft): { mediaId: number; feedback: string; rating: number } {
  if (!canSubmit(d)) throw new Error('Incomplete feedback');
  return { mediaId: d.mediaId!, feedback: d.text.trim(), rating: Number.parseInt(d.rating, 10) };
}

/** The coach's own feedback on a submission (the newest, the list being newest first): what "Edit feedback" edits. */
export function ownFeedback<F extends { coachId: number }>(feedback: readonly F[], coachId: number | undefined): F | null {
  return coachId === undefined ? null : (feedback.find((f) => f.coachId === coachId) ?? null);
}
