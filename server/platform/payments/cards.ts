import { en } from '../../../common/messages/index.ts';

/**
 * Card checks of the offline test provider, as Stripe's test mode applies them. A refusal's message
 * is the catalogue's English, as Stripe words its own (a payment's `failureMessage` stores it, decision 071).
 */

export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  const n = number.replace(/\D/g, '');
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^6(011|5)/.test(n)) return 'discover';
  return 'unknown';
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome =
  | { ok: true }
  | { ok: false; code: 'incorrect_number' | 'invalid_expiry' | 'invalid_cvc' | 'card_declined' | 'insufficient_funds' | 'expired_card'; message: string };

/** Stripe's test cards: 4000 0000 0000 0002 declined, ...9995 insufficient funds, ...0069 expired. */
export function checkCard(card: CardInput, now = new Date()): CardOutcome {
  const n = card.number.replace(/\D/g, '');
  if (!luhnValid(n)) return { ok: false, code: 'incorrect_number', message: en('payments.incorrectNumber') };
  const month = card.expMonth;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!(month >= 1 && month <= 12)) return { ok: false, code: 'invalid_expiry', message: en('payments.expiryMonthInvalid') };
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (endOfMonth <= now) return { ok: false, code: 'invalid_expiry', message: en('payments.expiryPast') };
  const cvcLength = cardBrand(n) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return { ok: false, code: 'invalid_cvc', message: en('payments.cvcIncomplete') };
  if (n === '4000000000000002') return { ok: false, code: 'card_declined', message: en('payments.cardDeclined') };
  if (n === '4000000000009995') return { ok: false, code: 'insufficient_funds', message: en('payments.insufficientFunds') };
  if (n === '4000000000000069') return { ok: false, code: 'expired_card', message: en('payments.cardExpired') };
  return { ok: true };
}
