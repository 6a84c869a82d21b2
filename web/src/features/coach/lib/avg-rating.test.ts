import { describe, expect, it } from 'vitest';
import { formatAvgRating } from './avg-rating';

describe('formatAvgRating', () => {
  it('shows no figure before the first rating (no invented 5.0)', () => {
    expect(formatAvgRating(null)).toBeNull();
    expect(formatAvgRating(undefined)).toBeNull();
    expect(formatAvgRating(Number.NaN)).toBeNull();
  });
  it('shows one decimal', () => {
    expect(formatAvgRating(4)).toBe('4.0');
    expect(formatAvgRating(4.25)).toBe('4.3');
    expect(formatAvgRating(3.333)).toBe('3.3');
  });
});
