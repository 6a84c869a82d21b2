import { describe, expect, it } from 'vitest';
import type { Plan } from '@common/subscriptions';
import { planFormSchema, planFormValues } from './plan-form';

const pro: Plan = {
  id: 'PRO',
  name: 'PRO',
  displayName: 'Pro',
  price: 29.99,
  description: 'For committed athletes',
  features: ['Unlimited sessions', 'Coach feedback'],
  maxTrainingSessions: -1,
  maxMediaUploads: 20,
  maxCoachFeedback: 10,
  hasPickupGameAccess: true,
  hasPremiumContent: true,
  hasPersonalizedPlans: false,
  hasAdvancedAnalytics: false,
};

describe('the plan form', () => {
  it('sends a plan back unchanged when nothing is edited', () => {
    const { id: _id, name: _name, ...rest } = pro;
    expect(planFormSchema.parse(planFormValues(pro))).toEqual(rest);
  });

  it('reads the features one per line, blank lines dropped', () => {
    const parsed = planFormSchema.parse({ ...planFormValues(pro), features: 'Video analysis\n\n  Priority booking  \n' });
    expect(parsed.features).toEqual(['Video analysis', 'Priority booking']);
  });

  it('takes -1 as unlimited and refuses anything lower', () => {
    expect(planFormSchema.parse({ ...planFormValues(pro), maxMediaUploads: '-1' }).maxMediaUploads).toBe(-1);
    expect(planFormSchema.safeParse({ ...planFormValues(pro), maxMediaUploads: '-2' }).success).toBe(false);
  });
});
