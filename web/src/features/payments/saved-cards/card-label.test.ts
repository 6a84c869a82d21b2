import { describe, expect, it } from 'vitest';
import payments from '@/locales/en/payments.json';
import { englishT } from '@/lib/i18n/test-translate';
import { brandName, cardExpiry, cardLabel } from './card-label';

const t = englishT<'payments'>(payments);

describe('card labels', () => {
  it('describes a saved card by brand, last 4 and expiry', () => {
    const card = { cardBrand: 'visa', cardLast4: '4242', cardExpMonth: 3, cardExpYear: 2030 };
    expect(cardLabel(card, t)).toBe('Visa •••• 4242');
    expect(cardExpiry(card, t)).toBe('Expires 03/30');
  });

  it('writes the networks as people do, and capitalises one it does not know', () => {
    expect(brandName('amex', t)).toBe('American Express');
    expect(brandName('MasterCard', t)).toBe('Mastercard');
    expect(brandName('jcb', t)).toBe('Jcb');
    expect(brandName('', t)).toBe('Card');
  });
});
