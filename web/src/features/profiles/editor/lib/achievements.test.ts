import { describe, expect, it } from 'vitest';
import { addAchievement, MAX_ACHIEVEMENTS, removeAchievement } from './achievements';

describe('achievements list', () => {
  it('adds the trimmed text', () => {
    expect(addAchievement(['Team captain'], '  All-State 2025 ')).toEqual(['Team captain', 'All-State 2025']);
  });

  it('ignores text that is blank after trimming', () => {
    expect(addAchievement(['Team captain'], '   ')).toEqual(['Team captain']);
    expect(addAchievement([], '')).toEqual([]);
  });

  it('ignores a duplicate and a full list', () => {
    expect(addAchievement(['MVP'], ' MVP ')).toEqual(['MVP']);
    const full = Array.from({ length: MAX_ACHIEVEMENTS }, (_, i) => `A${i}`);
    expect(addAchievement(full, 'One more')).toHaveLength(MAX_ACHIEVEMENTS);
  });

  it('removes by position', () => {
    expect(removeAchievement(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
