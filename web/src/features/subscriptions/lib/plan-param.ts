import { TIERS, type Tier } from '@common/auth';

/**
 * /subscription?plan=PLUS: the plan a guest chose before signing in (issue 29); the page opens its
 * upgrade once the visitor is signed in.
 */
export const planChoicePath = (plan: Tier) => `/subscription?plan=${plan}`;

/** The `plan` of /subscription's query as one of the plans, or null. */
export function planFrom(search: string): Tier | null {
  const value = new URLSearchParams(search).get('plan');
  return TIERS.find((tier) => tier === value) ?? null;
}
