import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('shows whole hours in words', () => {
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(120)).toBe('2 hours');
  });

  it('shows minutes under an hour', () => {
    expect(formatDuration(45)).toBe('45 min');
  });

  it('shows hours and minutes together', () => {
    expect(formatDuration(90)).toBe('1 hour 30 min');
  });
});
