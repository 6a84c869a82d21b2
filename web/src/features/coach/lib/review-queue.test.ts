import { describe, expect, it } from 'vitest';
import { nextPendingId, pendingCount } from './review-queue';

const list = (...s: Array<[number, 'PENDING' | 'REVIEWED']>) => s.map(([id, status]) => ({ id, status }));

describe('review queue', () => {
  it('counts the pending submissions', () => {
    expect(pendingCount(list([1, 'PENDING'], [2, 'REVIEWED'], [3, 'PENDING']))).toBe(2);
    expect(pendingCount([])).toBe(0);
  });

  it('moves to the next pending submission below the one just reviewed', () => {
    expect(nextPendingId(list([1, 'PENDING'], [2, 'PENDING'], [3, 'PENDING']), 1)).toBe(2);
    expect(nextPendingId(list([1, 'PENDING'], [2, 'REVIEWED'], [3, 'PENDING']), 1)).toBe(3);
  });

  it('wraps to a pending submission above when none is left below', () => {
    expect(nextPendingId(list([1, 'PENDING'], [2, 'PENDING'], [3, 'REVIEWED']), 2)).toBe(1);
  });

  it('returns null when nothing else is pending', () => {
    expect(nextPendingId(list([1, 'PENDING'], [2, 'REVIEWED']), 1)).toBeNull();
    expect(nextPendingId(list([1, 'PENDING']), 1)).toBeNull();
    expect(nextPendingId([], 1)).toBeNull();
  });

  it('starts from the top when the reviewed submission is no longer listed', () => {
    expect(nextPendingId(list([2, 'REVIEWED'], [3, 'PENDING']), 9)).toBe(3);
  });
});
