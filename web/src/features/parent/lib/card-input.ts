/** The billing dialog's card form: the few checks made before the card goes to the provider. */

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardInputErrors = Partial<Record<keyof CardInput, string>>;
export interface ParsedCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

const digits = (v: string) => v.replace(/\D/g, '');

/** "4242424242424242" shown as "4242 4242 4242 4242" while typing (at most 19 digits). */
export const groupCardNumber = (v: string) => digits(v).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Completeness checks with Stripe's messages; the provider checks Luhn and the test-card outcomes.
 * Expiry is MM/YY (any separator). Returns the errors, or the card ready to send.
 */
export function checkCard(input: CardInput, now = new Date()): { errors: CardInputErrors; card: ParsedCard | null } {
  const errors: CardInputErrors = {};
  const number = digits(input.number);
  if (number.length < 12) errors.number = 'Your card number is incomplete.';
  const exp = digits(input.expiry);
  const month = Number(exp.slice(0, 2));
  const year = 2000 + Number(exp.slice(2, 4));
  if (exp.length !== 4) errors.expiry = "Your card's expiration date is incomplete.";
  else if (month < 1 || month > 12) errors.expiry = "Your card's expiration month is invalid.";
  else if (new Date(year, month, 1) <= now) errors.expiry = "Your card's expiration date is in the past.";
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = "Your card's security code is incomplete.";
  const ok = Object.keys(errors).length === 0;
  return { errors, card: ok ? { number, expMonth: month, expYear: year, cvc: input.cvc.trim() } : null };
}
