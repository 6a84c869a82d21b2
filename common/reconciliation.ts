import { z } from 'zod';

/**
 * Why a payment does not balance: held by a booking, place or plan period but never charged, held
 * but (partly) refunded, held and charged more than its price, charged with nothing holding it and
 * not refunded, or refunded more than it was charged.
 */
export const RECONCILIATION_PROBLEMS = ['HELD_NOT_CHARGED', 'HELD_BUT_REFUNDED', 'HELD_OVERCHARGED', 'CHARGED_NOT_HELD', 'OVER_REFUNDED'] as const;
export type ReconciliationProblem = (typeof RECONCILIATION_PROBLEMS)[number];

/** A payment whose money does not match what holds it (decision 019). Cents throughout. */
export const reconciliationMismatchSchema = z.object({
  paymentId: z.number().int(),
  /** The product: a session booking, a pickup game place or a plan period. */
  kind: z.enum(['SESSION', 'PICKUP', 'PLAN', 'PACK', 'FEE']),
  userId: z.number().int(),
  /** The payer, as staff know them ("Jane Doe <jane@example.com>"). */
  payer: z.string(),
  amountCents: z.number().int(),
  chargedCents: z.number().int(),
  refundedCents: z.number().int(),
  forfeitedCents: z.number().int(),
  /** Whether a live booking, place or plan period holds the payment. */
  held: z.boolean(),
  problem: z.enum(RECONCILIATION_PROBLEMS),
});

/** GET /api/staff/reports/reconciliation: do the books balance? */
export const reconciliationSchema = z.object({
  checkedAt: z.string(),
  checkedPayments: z.number().int(),
  chargedCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Refunds owed and not yet confirmed by the provider (retried by the job). */
  refundsOwedCents: z.number().int(),
  /** Money kept after late cancellations, as the refund policy says. */
  forfeitedCents: z.number().int(),
  mismatches: z.array(reconciliationMismatchSchema),
});

export type ReconciliationMismatch = z.infer<typeof reconciliationMismatchSchema>;
export type Reconciliation = z.infer<typeof reconciliationSchema>;
