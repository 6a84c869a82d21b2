import { describe, expect, it } from 'vitest';
import { AUTO_ADVANCE_MS, MANUAL_PAUSE_MS, wrapIndex } from './carousel';

describe('the news carousel', () => {
  it('advances every 10 seconds and pauses 3 seconds after a manual move', () => {
    expect(AUTO_ADVANCE_MS).toBe(10_000);
    expect(MANUAL_PAUSE_MS).toBe(3_000);
  });

  it('wraps around at both ends', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(-5, 4)).toBe(3);
  });

  it('stays on 0 with no slides', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
