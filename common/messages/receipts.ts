import { defineMessages } from './define.ts';

/** Receipts (issue 29; common/receipts.ts). */
export const RECEIPTS = defineMessages({
  notFound: { en: 'Receipt not found.', es: 'No encontramos este recibo.' },
  resent: { en: 'The receipt was e-mailed to the payer again.', es: 'Volvimos a enviar el recibo por correo a quien pagó.' },
  tooMany: {
    en: 'Too many receipts were e-mailed. Please try again in an hour.',
    es: 'Se enviaron demasiados recibos por correo. Inténtalo de nuevo dentro de una hora.',
  },
  payerDeleted: {
    en: "This payer's account was deleted, so the receipt cannot be e-mailed.",
    es: 'La cuenta de quien pagó se eliminó, así que no se puede enviar el recibo por correo.',
  },
});
