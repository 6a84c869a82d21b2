import { defineMessages } from './define.ts';

/** Saved cards, card payments and the provider (server/features/payments/, server/platform/payments/). */
export const PAYMENTS = defineMessages({
  /** A payment's intent that names no payment of this person and kind (pickup, plans, fees). */
  paymentNotFound: { en: 'Payment not found', es: 'Pago no encontrado' },
  cardNotFound: { en: 'This card could not be found.', es: 'No se encontró esta tarjeta.' },
  cardRemoved: { en: 'Card removed.', es: 'Tarjeta eliminada.' },
  defaultUpdated: { en: 'Default card updated.', es: 'Tarjeta predeterminada actualizada.' },
  // A card the payment provider refused: answered (402, with the provider's `code`) and stored as a
  // payment's `failureMessage` in English (decision 071), as Stripe words its own.
  cardDeclined: { en: 'Your card was declined.', es: 'Tu tarjeta fue rechazada.' },
  insufficientFunds: { en: 'Your card has insufficient funds.', es: 'Tu tarjeta no tiene fondos suficientes.' },
  cardExpired: { en: 'Your card has expired.', es: 'Tu tarjeta ha caducado.' },
  incorrectNumber: { en: 'Your card number is incorrect.', es: 'El número de tu tarjeta es incorrecto.' },
  expiryMonthInvalid: { en: "Your card's expiration month is invalid.", es: 'El mes de caducidad de tu tarjeta no es válido.' },
  expiryPast: { en: "Your card's expiration date is in the past.", es: 'La fecha de caducidad de tu tarjeta ya pasó.' },
  cvcIncomplete: { en: "Your card's security code is incomplete.", es: 'El código de seguridad de tu tarjeta está incompleto.' },
  // Seen by developers and integrations only (the billing portal's and the test provider's setup, the webhook).
  portalStripeOnly: { en: 'The billing portal is available with Stripe only.', es: 'El portal de facturación solo está disponible con Stripe.' },
  testProviderOff: { en: 'The test payment provider is not in use.', es: 'El proveedor de pagos de prueba no está en uso.' },
  expectedJson: { en: 'Expected a JSON body', es: 'Se esperaba un cuerpo JSON' },
  webhookSignature: { en: 'Webhook signature verification failed', es: 'No se pudo verificar la firma del webhook' },
});
