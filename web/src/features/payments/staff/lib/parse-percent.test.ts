import { describe, expect, it } from 'vitest';
import { parsePercent } from './parse-percent';

describe('parsePercent', () => {
  it('reads whole numbers 0 to 90', () => {
    expect(parsePercent('0')).toBe(0);
    expect(parsePercent(' 10 ')).toBe(10);
    expect(parsePercent('90')).toBe(90);
  });
  it('refuses anything else', () => {
    for (const s of ['', '91', '-1', '12.5', '1e1', 'ten', '100']) expect(parsePercent(s)).toBeNull();
  });
});
