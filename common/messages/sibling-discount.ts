import { defineMessages } from './define.ts';

/** The sibling discount (decision 044; common/sibling-discount.ts). */
export const SIBLING_DISCOUNT = defineMessages({
  percentRange: { en: 'The sibling discount must be a whole number from 0 to 90.', es: 'El descuento por hermanos debe ser un número entero de 0 a 90.' },
  saved: {
    en: 'The sibling discount was saved. New checkouts use it; payments already started keep their price.',
    es: 'Se guardó el descuento por hermanos. Los pagos nuevos lo usan; los pagos ya iniciados mantienen su precio.',
  },
});
