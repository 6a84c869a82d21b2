import { describe, expect, it } from 'vitest';
import { brandName, cardExpiry, cardLabel } from './card-label';

describe('card labels', () => {
  it('describes a saved card by brand, last 4 and expiry', () => {
    const card = { cardBrand: 'visa', cardLast4: '4242', cardExpMonth: 3, cardExpYear: 2030 };
    expect(cardLabel(card)).toBe('Visa •••• 4242');
    expect(cardExpiry(card)).toBe('Expires 03/30');
  });

  it('writes the networks as people do, and capitalises one it does not know', () => {
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('MasterCard')).toBe('Mastercard');
    expect(brandName('jcb')).toBe('Jcb');
    expect(brandName('')).toBe('Card');
  });
});
