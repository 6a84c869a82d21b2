/**
 * One interface for both card providers: each has a confirmPayment that takes the intent's client
 * secret and either the card just entered or a saved card's id, and answers the ids the server
 * needs next, or throws an Error whose message is the provider's own (e.g. "Your card was declined.").
 */
export type ConfirmInput<Card> = { clientSecret: string; save: boolean } & ({ card: Card } | { paymentMethodId: string });

export interface ConfirmResult {
  paymentIntentId: string;
  /** The card used, to save for next time; null when the provider did not say. */
  paymentMethodId: string | null;
}

/** What a card form hands to checkout: a confirmation ready to run with this card. */
export type RunConfirm = () => Promise<ConfirmResult>;

/** The card typed into the offline test provider's form. */
export interface OfflineCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}
