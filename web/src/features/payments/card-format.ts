import type { TFunction } from '@/lib/i18n/i18next';

/** The offline card form's input helpers: what Stripe's card fields do as you type. */

export const digitsOf = (value: string) => value.replace(/\D/g, '');

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** "4242424242424242" as "4242 4242 4242 4242"; American Express as 4-6-5. At most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, isAmex(digitsOf(value)) ? 15 : 19);
  if (isAmex(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typing "1228" gives "12 / 28"; a single digit above 1 is a month ("4" becomes "04 / "). */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  // Deleting the separator deletes the month's last digit, as people expect.
  if (previous.endsWith(' / ') && value === previous.slice(0, -1)) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** "12 / 28" as month 12 and year 2028; null unless both parts are complete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOf(value);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardErrors = Partial<Record<keyof CardFields, string>>;

/**
 * Completeness checks before the card goes to the provider (which does Luhn, expiry and the
 * test-card outcomes itself). Messages are Stripe's, in the reader's language.
 */
export function checkCardFields(card: CardFields, t: TFunction<'payments'>, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(card.number);
  const needed = isAmex(digits) ? 15 : /^[2-6]/.test(digits) ? 16 : 12;
  if (digits.length < needed) errors.number = t('card.errors.numberIncomplete');
  const expiry = parseExpiry(card.expiry);
  if (!expiry) errors.expiry = t('card.errors.expiryIncomplete');
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = t('card.errors.monthInvalid');
  else if (new Date(expiry.year, expiry.month, 1) <= now) errors.expiry = t('card.errors.expiryPast');
  if (!new RegExp(`^\\d{${isAmex(digits) ? 4 : 3}}$`).test(card.cvc)) errors.cvc = t('card.errors.cvcIncomplete');
  return errors;
}
