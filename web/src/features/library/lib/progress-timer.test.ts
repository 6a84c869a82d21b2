import { describe, expect, it } from 'vitest';
import { dueForSave, resumeAt } from './progress-timer';

describe('saving and resuming a video', () => {
  it('saves after ten seconds of playing, not before', () => {
    expect(dueForSave(9, 0)).toBe(false);
    expect(dueForSave(10, 0)).toBe(true);
  });
  it('resumes at the saved position', () => expect(resumeAt({ positionSeconds: 42, completed: false }, 120)).toBe(42));
  it('starts again from the beginning once finished or at the very end', () => {
    expect(resumeAt({ positionSeconds: 42, completed: true }, 120)).toBe(0);
    expect(resumeAt({ positionSeconds: 119, completed: false }, 120)).toBe(0);
    expect(resumeAt(null, 120)).toBe(0);
  });
});
