import type { Db } from '../../db/client.ts';
import type { PaymentIntent, ProviderEvent } from './provider.ts';

export type ProductKind = 'SESSION' | 'PICKUP' | 'PLAN' | 'PACK' | 'FEE';

/**
 * What a payment buys (a session booking, a pickup place, a plan period), as the payments feature
 * sees it. Products register with the payments feature, which imports none of them.
 */
export interface PaymentProduct {
  /**
   * Makes what a succeeded intent bought, exactly once (a replay returns the same thing). When it
   * cannot (the session was cancelled, the game filled, a limit was reached) it owes a full refund
   * in its own transaction and throws an HttpError below 500 saying why.
   */
  fulfil(intent: PaymentIntent): Promise<unknown>;
  /** The ids of this kind's payments that a live booking, place or plan period holds now. */
  held(db: Db): Promise<Set<number>>;
}

/** Provider events that are not about one intent (Stripe Billing's invoices): true when handled. */
export type EventListener = (event: ProviderEvent) => Promise<boolean>;

export class PaymentProducts {
  private readonly products = new Map<ProductKind, PaymentProduct>();
  readonly listeners: EventListener[] = [];

  register(kind: ProductKind, product: PaymentProduct): void {
    this.products.set(kind, product);
  }

  get(kind: string): PaymentProduct | undefined {
    return this.products.get(kind as ProductKind);
  }

  kinds(): ProductKind[] {
    return [...this.products.keys()];
  }

  onEvent(listener: EventListener): void {
    this.listeners.push(listener);
  }
}
