import { describe, expect, it } from 'vitest';
import { formatAvgRating } from './avg-rating';

describe('formatAvgRating', () => {
  it("shows '5.0' before the first review", () => {
    expect(formatAvgRating(null)).toBe('5.0');
    expect(formatAvgRating(undefined)).toBe('5.0');
  });
  it('shows one decimal', () => {
    expect(formatAvgRating(4)).toBe('4.0');
    expect(formatAvgRating(4.25)).toBe('4.3');
    expect(formatAvgRating(3.333)).toBe('3.3');
  });
});
