import { describe, expect, it } from 'vitest';
import { keepPendingNext, pendingNext, reachedPendingNext } from './pending-next';

const origin = 'http://localhost:5000';
const CHECKOUT = '/enhanced-checkout?programId=1&sessionId=14';
const HOUR = 60 * 60 * 1000;

/** A tab's sessionStorage, in memory. */
function tab(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

describe("a new account's way back to a guest's choice (issue 29)", () => {
  it('is kept for the account that signed up, for two hours', () => {
    const storage = tab();
    keepPendingNext(CHECKOUT, 7, storage, 0);
    expect(pendingNext(7, origin, storage, HOUR)).toBe(CHECKOUT);
    expect(pendingNext(8, origin, storage, HOUR)).toBeNull();
    expect(pendingNext(7, origin, storage, 2 * HOUR + 1)).toBeNull();
  });

  it('ends once its page is reached, and not before', () => {
    const storage = tab();
    keepPendingNext(CHECKOUT, 7, storage, 0);
    reachedPendingNext('/onboarding', storage);
    reachedPendingNext('/profile-setup', storage);
    expect(pendingNext(7, origin, storage, 1)).toBe(CHECKOUT);
    reachedPendingNext('/enhanced-checkout', storage);
    expect(pendingNext(7, origin, storage, 1)).toBeNull();
  });

  it('is read through safeNext, and anything unreadable is nothing', () => {
    const storage = tab();
    keepPendingNext('https://evil.test/', 7, storage, 0);
    expect(pendingNext(7, origin, storage, 1)).toBeNull();
    storage.setItem('octane.next', '{not json');
    expect(pendingNext(7, origin, storage, 1)).toBeNull();
    reachedPendingNext('/anything', storage);
    expect(storage.getItem('octane.next')).toBeNull();
  });

  it('does nothing without storage', () => {
    keepPendingNext(CHECKOUT, 7, null);
    expect(pendingNext(7, origin, null)).toBeNull();
    expect(() => reachedPendingNext('/x', null)).not.toThrow();
  });
});
