import type { Tier } from '@common/auth';
import type { Plan } from '@common/plans';

export interface PlanButtonState {
  label: string;
  disabled: boolean;
  /** Guests: the button is a link to log in first. */
  href?: string;
}

interface Context {
  /** The signed-in user's plan; null for guests. */
  current: Tier | null;
  /** The plan being upgraded to right now, if any. */
  busyPlan: Tier | null;
}

/**
 * Part 2: the current plan reads 'Current Plan' (disabled); FREE a disabled 'Free Plan'; others
 * 'Upgrade to {display name}', 'Upgrading...' while busy. Guests are sent to /login.
 */
export function planButton(plan: Pick<Plan, 'name' | 'displayName'>, { current, busyPlan }: Context): PlanButtonState {
  if (current === plan.name) return { label: 'Current Plan', disabled: true };
  if (plan.name === 'FREE') return { label: 'Free Plan', disabled: true };
  const label = `Upgrade to ${plan.displayName}`;
  if (current === null) return { label, disabled: false, href: '/login' };
  if (busyPlan === plan.name) return { label: 'Upgrading...', disabled: true };
  return { label, disabled: busyPlan !== null };
}
