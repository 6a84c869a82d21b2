import { defineMessages } from './define.ts';

/** No-show and late-cancel fees (decision 060; server/features/fees). */
export const FEES = defineMessages({
  paymentNotFound: { en: 'Payment not found', es: 'Pago no encontrado' },
});
