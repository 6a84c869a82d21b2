import { describe, expect, it } from 'vitest';
import { ensureEntryKey, entryKey, targetScroll } from './scroll-memory';

function fakeHistory(state: unknown) {
  const h = { state, replaceState: (data: unknown) => void (h.state = data) };
  return h;
}

describe('scroll memory', () => {
  it('gives an entry a key once and keeps the state already there', () => {
    const h = fakeHistory({ from: 'checkout' });
    const key = ensureEntryKey(h, () => 'k1');
    expect(key).toBe('k1');
    expect(h.state).toEqual({ from: 'checkout', __scrollKey: 'k1' });
    expect(ensureEntryKey(h, () => 'k2')).toBe('k1');
    expect(entryKey(h)).toBe('k1');
  });

  it('keys an entry pushed without state', () => {
    const h = fakeHistory(null);
    expect(entryKey(h)).toBeUndefined();
    expect(ensureEntryKey(h, () => 'k3')).toBe('k3');
  });

  it('opens a new page at the top and restores a remembered position on back or forward', () => {
    expect(targetScroll(false, 900)).toBe(0);
    expect(targetScroll(true, 900)).toBe(900);
    expect(targetScroll(true, undefined)).toBe(0);
  });
});
