import { describe, expect, it } from 'vitest';
import { ATHLETES_COUNTER, countAt, formatCount } from './count-up';

describe('the athletes counter', () => {
  it('runs from 8000 to 8888 over 3000 ms', () => {
    expect(ATHLETES_COUNTER).toEqual({ from: 8000, to: 8888, duration: 3000 });
    expect(countAt(0, ATHLETES_COUNTER)).toBe(8000);
    expect(countAt(3000, ATHLETES_COUNTER)).toBe(8888);
    expect(countAt(10_000, ATHLETES_COUNTER)).toBe(8888);
  });

  it('rises steadily in between', () => {
    const values = [500, 1000, 1500, 2000, 2500].map((ms) => countAt(ms, ATHLETES_COUNTER));
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
    expect(values.every((v) => v > 8000 && v < 8888)).toBe(true);
  });

  it('jumps to the end when there is no duration', () => {
    expect(countAt(0, { from: 1, to: 9, duration: 0 })).toBe(9);
  });

  it('formats with thousands separators', () => {
    expect(formatCount(8888)).toBe('8,888');
    for (const n of [0, 7, 999, 1000, 8000, 12345, 1234567, -4321]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
