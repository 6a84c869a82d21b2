import { describe, expect, it } from 'vitest';
import { discounted, discountOfPayment, isLaterSibling, priceDetails } from './sibling-discount.ts';

describe('discounted: the price after the sibling discount (decision 044)', () => {
  it('takes the percent off the list price in whole cents', () => {
    expect(discounted(4000, 10)).toEqual({ listCents: 4000, percent: 10, discountCents: 400, amountCents: 3600 });
    expect(discounted(4500, 90)).toEqual({ listCents: 4500, percent: 90, discountCents: 4050, amountCents: 450 });
  });
  it('rounds the discount half up to the cent', () => {
    // 12.5 cents off -> 13; 12.4 -> 12; 12.6 -> 13.
    expect(discounted(125, 10).discountCents).toBe(13);
    expect(discounted(124, 10).discountCents).toBe(12);
    expect(discounted(126, 10).discountCents).toBe(13);
    // 33% of $19.99 = 659.67 cents -> 660; of $0.01 = 0.33 -> 0 (nothing off, so no discount applied).
    expect(discounted(1999, 33)).toMatchObject({ discountCents: 660, amountCents: 1339 });
    expect(discounted(1, 33)).toEqual({ listCents: 1, percent: 0, discountCents: 0, amountCents: 1 });
    // 50% of 1 cent is half a cent: rounded up, the cent is taken off.
    expect(discounted(1, 50)).toMatchObject({ discountCents: 1, amountCents: 0 });
  });
  it('0 percent and a free program cost the list price', () => {
    expect(discounted(4000, 0)).toEqual({ listCents: 4000, percent: 0, discountCents: 0, amountCents: 4000 });
    expect(discounted(0, 10)).toEqual({ listCents: 0, percent: 0, discountCents: 0, amountCents: 0 });
  });
  it('never charges a fraction of a cent or less than nothing, for every price and percent', () => {
    for (let cents = 0; cents <= 2000; cents += 7) {
      for (let pct = 0; pct <= 90; pct++) {
        const p = discounted(cents, pct);
        expect(Number.isInteger(p.amountCents) && p.amountCents >= 0 && p.amountCents + p.discountCents === cents).toBe(true);
        expect(Math.abs(p.discountCents - (cents * pct) / 100)).toBeLessThanOrEqual(0.5);
      }
    }
  });
  it('refuses what is not a price or a percent', () => {
    expect(() => discounted(10.5, 10)).toThrow(RangeError);
    expect(() => discounted(-1, 10)).toThrow(RangeError);
    expect(() => discounted(100, 101)).toThrow(RangeError);
    expect(() => discounted(100, 2.5)).toThrow(RangeError);
  });
});

describe('isLaterSibling: every child after the first', () => {
  it('one child: no discount', () => expect(isLaterSibling([7], 7)).toBe(false));
  it('two children: the first pays in full, the second gets it', () => {
    expect(isLaterSibling([7, 9], 7)).toBe(false);
    expect(isLaterSibling([7, 9], 9)).toBe(true);
    expect(isLaterSibling([7, 9, 11], 11)).toBe(true);
  });
  it('an athlete not linked to the parent: no discount', () => expect(isLaterSibling([7, 9], 12)).toBe(false));
});

describe('the price kept on the payment', () => {
  it('reads back what was stored, and nothing for a payment without a discount', () => {
    expect(discountOfPayment(priceDetails(discounted(4000, 10)))).toEqual({ percent: 10, listCents: 4000, discountCents: 400 });
    expect(discountOfPayment(priceDetails(discounted(4000, 0)))).toBeNull();
    expect(discountOfPayment({})).toBeNull();
    expect(discountOfPayment({ siblingDiscountPercent: 'x', siblingDiscountCents: 400, listPriceCents: 4000 })).toBeNull();
  });
});
