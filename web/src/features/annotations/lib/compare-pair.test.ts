import { describe, expect, it } from 'vitest';
import { comparePair } from './compare-pair';

describe('comparePair', () => {
  it('shows two different clips side by side', () => {
    expect(comparePair('a=4&b=9')).toEqual({ a: 4, b: 9, view: 'both', same: false });
  });

  it('asks for the other clip when only A is given, or the same clip twice', () => {
    expect(comparePair('a=4')).toEqual({ a: 4, b: 0, view: 'pick', same: false });
    expect(comparePair('a=4&b=4')).toEqual({ a: 4, b: 4, view: 'pick', same: true });
  });

  it('asks for two clips without A, and reads junk as none', () => {
    expect(comparePair('')).toMatchObject({ a: 0, view: 'none' });
    expect(comparePair('a=x&b=9')).toMatchObject({ a: 0, b: 9, view: 'none' });
    expect(comparePair('a=4&b=nope')).toMatchObject({ a: 4, b: 0, view: 'pick' });
  });
});
