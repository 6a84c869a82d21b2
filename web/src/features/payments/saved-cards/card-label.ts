import type { PaymentMethod } from '@common/payments';
import type { TFunction } from '@/lib/i18n/i18next';

type Card = Pick<PaymentMethod, 'cardBrand' | 'cardLast4' | 'cardExpMonth' | 'cardExpYear'>;

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** The card network's name as people write it ("amex" is "American Express"); unknown ones capitalised. */
export const brandName = (brand: string, t: TFunction<'payments'>) =>
  BRANDS[brand.toLowerCase()] ?? (brand ? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}` : t('card.fallbackBrand'));

/** "Visa •••• 4242", for the saved-card lists and their buttons. */
export const cardLabel = (c: Pick<Card, 'cardBrand' | 'cardLast4'>, t: TFunction<'payments'>) => `${brandName(c.cardBrand, t)} •••• ${c.cardLast4}`;

/** "12/30". */
export const expiryText = (c: Pick<Card, 'cardExpMonth' | 'cardExpYear'>) => `${String(c.cardExpMonth).padStart(2, '0')}/${String(c.cardExpYear).slice(-2)}`;

/** "Expires 12/30". */
export const cardExpiry = (c: Pick<Card, 'cardExpMonth' | 'cardExpYear'>, t: TFunction<'payments'>) => t('card.expires', { date: expiryText(c) });
