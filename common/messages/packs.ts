import { defineMessages } from './define.ts';

/** Session packs (issue 18; common/packs.ts). */
export const PACKS = defineMessages({
  notFound: { en: 'This session pack could not be found.', es: 'No encontramos este paquete de sesiones.' },
  retired: { en: 'This session pack is no longer sold.', es: 'Este paquete de sesiones ya no está a la venta.' },
  bought: { en: 'Your session pack is ready to use.', es: 'Tu paquete de sesiones está listo para usar.' },
  noCredit: {
    en: 'You have no credit that covers this session. Please pay by card instead.',
    es: 'No tienes ningún crédito válido para esta sesión. Paga con tarjeta.',
  },
  bookedWithCredit: { en: 'Session booked with 1 credit.', es: 'Sesión reservada con 1 crédito.' },
  onlyMembers: { en: 'Only athletes and parents can buy session packs.', es: 'Solo los atletas y los padres pueden comprar paquetes de sesiones.' },
  retiredOk: {
    en: 'The pack is retired: it is no longer sold. Credits already bought stay valid.',
    es: 'El paquete quedó retirado: ya no se vende. Los créditos ya comprados siguen siendo válidos.',
  },
  restoredOk: { en: 'The pack is on sale again.', es: 'El paquete está a la venta otra vez.' },
  paymentNotFound: {
    en: 'We could not find a completed payment for this pack. Please pay first.',
    es: 'No encontramos un pago completado para este paquete. Paga primero.',
  },
  /** Issue 29: a credit booking names the pack that paid, wherever it shows. */
  bookedWithCreditFrom: {
    en: (p: { pack: string }) => `Session booked: paid with 1 credit from ${p.pack}.`,
    es: (p: { pack: string }) => `Sesión reservada: pagada con 1 crédito de ${p.pack}.`,
  },
  // The staff form's rules.
  name: { en: 'Please give the pack a name.', es: 'Ponle un nombre al paquete.' },
  creditsWhole: { en: 'Please enter a whole number of sessions.', es: 'Escribe un número entero de sesiones.' },
  creditsMin: { en: 'A pack has at least 1 session.', es: 'Un paquete tiene al menos 1 sesión.' },
  creditsMax: { en: 'A pack has at most 200 sessions.', es: 'Un paquete tiene como máximo 200 sesiones.' },
  priceMin: { en: 'The price must be at least $1.', es: 'El precio debe ser de al menos $1.' },
  validityWhole: { en: 'Please enter a whole number of days.', es: 'Escribe un número entero de días.' },
  validityMin: { en: 'A pack is valid for at least 1 day.', es: 'Un paquete es válido durante al menos 1 día.' },
  validityMax: { en: 'A pack is valid for at most 3 years.', es: 'Un paquete es válido durante 3 años como máximo.' },
  // The server's own answers.
  programMissing: { en: 'One of the chosen programs does not exist.', es: 'Uno de los programas elegidos no existe.' },
  savedCardNotFound: { en: 'This saved card could not be found.', es: 'No se encontró esta tarjeta guardada.' },
  paymentFailed: { en: 'Failed to initialize payment', es: 'No se pudo iniciar el pago' },
  refundedNoCredits: { en: 'This payment was refunded and gives no credits.', es: 'Este pago fue reembolsado y no da créditos.' },
});
