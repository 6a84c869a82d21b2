import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money';

describe('dollarsToCents', () => {
  it('turns whole and fractional dollars into integer cents', () => {
    expect(dollarsToCents(10)).toBe(1000);
    expect(dollarsToCents(12.5)).toBe(1250);
    expect(dollarsToCents(0)).toBe(0);
  });

  it('does not lose a cent to floating-point noise', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
  });
});

describe('centsToDollars', () => {
  it('is the inverse of dollarsToCents for prices in cents', () => {
    for (const cents of [0, 1, 99, 500, 1999, 100_000]) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
  });
});
