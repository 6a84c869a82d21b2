import { describe, expect, it } from 'vitest';
import { progressPercent, skipPath } from './steps';

describe('welcome steps', () => {
  it('shows the step divided by 4 as a percent', () => {
    expect([1, 2, 3, 4].map(progressPercent)).toEqual([25, 50, 75, 100]);
  });

  it('keeps the percent within the four steps', () => {
    expect(progressPercent(0)).toBe(25);
    expect(progressPercent(9)).toBe(100);
  });

  it('skips coaches to the coach dashboard and others home', () => {
    expect(skipPath('COACH')).toBe('/coach-dashboard');
    expect(skipPath('ATHLETE')).toBe('/');
    expect(skipPath('PARENT')).toBe('/');
  });
});
