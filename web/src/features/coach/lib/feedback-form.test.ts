import { describe, expect, it } from 'vitest';
import { canSubmit, feedbackPayload, ownFeedback } from './feedback-form';

describe('coach feedback form', () => {
  it('needs a submission, a rating and written feedback', () => {
    expect(canSubmit({ mediaId: 1, rating: '4', text: 'Good knee drive' })).toBe(true);
    expect(canSubmit({ mediaId: null, rating: '4', text: 'Good knee drive' })).toBe(false);
    expect(canSubmit({ mediaId: 1, rating: '', text: 'Good knee drive' })).toBe(false);
    expect(canSubmit({ mediaId: 1, rating: '4', text: '   \n ' })).toBe(false);
  });

  it('accepts only ratings 1 to 5', () => {
    expect(canSubmit({ mediaId: 1, rating: '0', text: 'x' })).toBe(false);
    expect(canSubmit({ mediaId: 1, rating: '6', text: 'x' })).toBe(false);
    expect(canSubmit({ mediaId: 1, rating: '4.5', text: 'x' })).toBe(false);
    expect(canSubmit({ mediaId: 1, rating: '1', text: 'x' })).toBe(true);
  });

  it('sends the rating as an integer and the text trimmed', () => {
    expect(feedbackPayload({ mediaId: 7, rating: '4', text: '  Keep your chest up.  ' })).toEqual({ mediaId: 7, feedback: 'Keep your chest up.', rating: 4 });
  });

  it('refuses to build an incomplete payload', () => {
    expect(() => feedbackPayload({ mediaId: 7, rating: '', text: 'x' })).toThrow();
  });

  it("finds the coach's own feedback to edit, the newest first, and none of another coach's", () => {
    const list = [
      { id: 9, coachId: 2 },
      { id: 7, coachId: 1 },
      { id: 3, coachId: 1 },
    ];
    expect(ownFeedback(list, 1)).toEqual({ id: 7, coachId: 1 });
    expect(ownFeedback(list, 5)).toBeNull();
    expect(ownFeedback(list, undefined)).toBeNull();
  });
});
