import { describe, expect, it } from 'vitest';
import payments from '@/locales/en/payments.json';
import { checkCardFields as check, formatCardNumber, formatExpiry, parseExpiry, type CardFields } from './card-format';
import { englishT } from '@/lib/i18n/test-translate';

const checkCardFields = (card: CardFields, now: Date) => check(card, englishT<'payments'>(payments), now);

describe('formatCardNumber', () => {
  it('groups digits in fours as they are typed', () => {
    expect(formatCardNumber('4')).toBe('4');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  });

  it('drops anything that is not a digit, and stops at 19 digits', () => {
    expect(formatCardNumber('4000-0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('groups American Express 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
  });
});

describe('formatExpiry', () => {
  it('adds the separator after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('12 / 2899')).toBe('12 / 28');
  });

  it('reads a single digit above 1 as a month', () => {
    expect(formatExpiry('4')).toBe('04 / ');
  });

  it('deletes the month digit when the separator is deleted', () => {
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY as a month and a four-digit year', () => {
    expect(parseExpiry('12 / 28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('0731')).toEqual({ month: 7, year: 2031 });
  });

  it('is null until both parts are complete', () => {
    expect(parseExpiry('12 / 2')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});

describe('checkCardFields', () => {
  const now = new Date(2026, 10, 22);
  const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

  it('passes a complete card', () => {
    expect(checkCardFields(good, now)).toEqual({});
  });

  it('names each incomplete field with Stripe’s message', () => {
    expect(checkCardFields({ number: '4242 4242', expiry: '12', cvc: '1' }, now)).toEqual({
      number: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
  });

  it('refuses month 13 and a month already over', () => {
    expect(checkCardFields({ ...good, expiry: '13 / 30' }, now).expiry).toBe("Your card's expiration month is invalid.");
    expect(checkCardFields({ ...good, expiry: '10 / 26' }, now).expiry).toBe("Your card's expiration date is in the past.");
    expect(checkCardFields({ ...good, expiry: '11 / 26' }, now)).toEqual({});
  });

  it('wants 4 CVC digits for American Express', () => {
    expect(checkCardFields({ number: '3782 822463 10005', expiry: '12 / 30', cvc: '123' }, now).cvc).toBeDefined();
    expect(checkCardFields({ number: '3782 822463 10005', expiry: '12 / 30', cvc: '1234' }, now)).toEqual({});
  });
});
