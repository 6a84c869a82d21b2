import { describe, expect, it } from 'vitest';
import { feedbackStage, streakMessage } from './motivation';

describe('streakMessage', () => {
  it('invites a start when there is no streak yet', () => {
    expect(streakMessage(0).headline).toBe('Start your streak this week');
  });

  it('words a streak in weeks from the first week on', () => {
    expect(streakMessage(1).headline).toBe('1-week streak');
    expect(streakMessage(4).headline).toBe('4-week streak');
    expect(streakMessage(4).detail).toBe('Train or upload every week to keep it going.');
  });

  it('cheers louder from five weeks, about 30 days, on', () => {
    expect(streakMessage(5).headline).toBe('5-week streak');
    expect(streakMessage(5).detail).toMatch(/Over a month/);
  });
});

describe('feedbackStage', () => {
  it('asks for a first upload when there is none', () => expect(feedbackStage([])).toBe('upload'));
  it('is in review while any upload waits for feedback', () => expect(feedbackStage([{ feedback: [1] }, { feedback: [] }])).toBe('review'));
  it('is received when every upload has feedback', () => expect(feedbackStage([{ feedback: [1] }, { feedback: [2] }])).toBe('received'));
});
