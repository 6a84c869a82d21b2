import type { Tier } from '@common/auth';
import type { Plan } from '@common/subscriptions';
import type { TFunction } from '@/lib/i18n/i18next';
import { signInPath } from '@/lib/sign-in';
import { planChoicePath } from './plan-param';

export interface PlanButtonState {
  label: string;
  disabled: boolean;
  /** Guests: the button is a link to sign in first, and back to this plan's checkout (issue 29). */
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
 * 'Upgrade to {display name}', 'Upgrading...' while busy. Guests are sent to sign in, then to the plan's upgrade.
 */
export function planButton(plan: Pick<Plan, 'name' | 'displayName'>, { current, busyPlan }: Context, t: TFunction<'subscription'>): PlanButtonState {
  if (current === plan.name) return { label: t('button.current'), disabled: true };
  if (plan.name === 'FREE') return { label: t('button.free'), disabled: true };
  const label = t('button.upgrade', { plan: plan.displayName });
  if (current === null) return { label, disabled: false, href: signInPath(planChoicePath(plan.name)) };
  if (busyPlan === plan.name) return { label: t('button.upgrading'), disabled: true };
  return { label, disabled: busyPlan !== null };
}
