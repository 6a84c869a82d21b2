import { describe, expect, it } from 'vitest';
import { bandText, signed, withUnit } from './format';

describe('progress labels', () => {
  it('writes values, changes and bands with their units', () => {
    expect(withUnit(42, '°')).toBe('42°');
    expect(withUnit(180, 'steps/min')).toBe('180 steps/min');
    expect(signed(4.5, '°')).toBe('+4.5°');
    expect(signed(-3, 'ms')).toBe('−3 ms');
    expect(signed(0, '%')).toBe('0%');
    expect(bandText({ min: 90, max: null, source: '' }, '°')).toBe('90° or more');
    expect(bandText({ min: null, max: 20, source: '' }, '°')).toBe('up to 20°');
    expect(bandText({ min: 1, max: 2, source: '' }, 'cm')).toBe('1 cm – 2 cm');
  });
});
