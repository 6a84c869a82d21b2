import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7.6)).toBe('0:08');
    expect(formatDuration(75.4)).toBe('1:15');
  });
  it('shows hours when there are any', () => {
    expect(formatDuration(3725)).toBe('1:02:05');
  });
  it('is null when unknown', () => {
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
    expect(formatDuration(-1)).toBeNull();
  });
});
