import Stripe from 'stripe';
import { PaymentError } from './provider.ts';

/** A Stripe call whose Stripe errors (declines included) come out as our PaymentError. */
export function stripeCall<T>(p: Promise<T>): Promise<T> {
  return p.catch((err: unknown) => {
    if (err instanceof Stripe.errors.StripeError) throw new PaymentError(err.message, err.code ?? err.type);
    throw err;
  });
}
