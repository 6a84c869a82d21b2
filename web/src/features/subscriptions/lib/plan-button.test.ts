import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/test-translate';
import subscription from '@/locales/en/subscription.json';
import { planButton as button } from './plan-button';

const planButton = (plan: Parameters<typeof button>[0], context: Parameters<typeof button>[1]) => button(plan, context, englishT<'subscription'>(subscription));

const FREE = { name: 'FREE', displayName: 'Free' } as const;
const PLUS = { name: 'PLUS', displayName: 'Plus' } as const;
const PRO = { name: 'PRO', displayName: 'Pro' } as const;

describe('planButton', () => {
  it("reads 'Current Plan', disabled, on the user's plan, Free included", () => {
    expect(planButton(PRO, { current: 'PRO', busyPlan: null })).toEqual({ label: 'Current Plan', disabled: true });
    expect(planButton(FREE, { current: 'FREE', busyPlan: null })).toEqual({ label: 'Current Plan', disabled: true });
  });

  it("shows a disabled 'Free Plan' on Free for everyone else", () => {
    expect(planButton(FREE, { current: 'PRO', busyPlan: null })).toEqual({ label: 'Free Plan', disabled: true });
    expect(planButton(FREE, { current: null, busyPlan: null })).toEqual({ label: 'Free Plan', disabled: true });
  });

  it('offers an upgrade to any other paid plan, a lower one too', () => {
    expect(planButton(PLUS, { current: 'FREE', busyPlan: null })).toEqual({ label: 'Upgrade to Plus', disabled: false });
    expect(planButton(PLUS, { current: 'PRO', busyPlan: null })).toEqual({ label: 'Upgrade to Plus', disabled: false });
  });

  it("reads 'Upgrading...' on the plan being bought and holds the others meanwhile", () => {
    expect(planButton(PLUS, { current: 'FREE', busyPlan: 'PLUS' })).toEqual({ label: 'Upgrading...', disabled: true });
    expect(planButton(PRO, { current: 'FREE', busyPlan: 'PLUS' })).toEqual({ label: 'Upgrade to Pro', disabled: true });
  });

  it("sends guests to sign in first, and back to that plan's upgrade (issue 29)", () => {
    expect(planButton(PLUS, { current: null, busyPlan: null })).toEqual({
      label: 'Upgrade to Plus',
      disabled: false,
      href: '/login?next=%2Fsubscription%3Fplan%3DPLUS',
    });
  });
});
