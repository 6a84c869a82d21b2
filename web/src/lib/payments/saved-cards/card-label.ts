import type { PaymentMethod } from '@common/booking';

type Card = Pick<PaymentMethod, 'cardBrand' | 'cardLast4' | 'cardExpMonth' | 'cardExpYear'>;

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** The card network's name as people write it ("amex" is "American Express"); unknown ones capitalised. */
export const brandName = (brand: string) => BRANDS[brand.toLowerCase()] ?? (brand ? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}` : 'Card');

/** "Visa •••• 4242", for the saved-card lists and their buttons. */
export const cardLabel = (c: Pick<Card, 'cardBrand' | 'cardLast4'>) => `${brandName(c.cardBrand)} •••• ${c.cardLast4}`;

/** "12/30". */
export const expiryText = (c: Pick<Card, 'cardExpMonth' | 'cardExpYear'>) => `${String(c.cardExpMonth).padStart(2, '0')}/${String(c.cardExpYear).slice(-2)}`;

/** "Expires 12/30". */
export const cardExpiry = (c: Pick<Card, 'cardExpMonth' | 'cardExpYear'>) => `Expires ${expiryText(c)}`;
