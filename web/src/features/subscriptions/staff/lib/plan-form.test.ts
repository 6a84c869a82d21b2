import { describe, expect, it } from 'vitest';
import { planLines } from '@common/capabilities';
import type { StaffPlan } from '@common/subscriptions';
import { planFormSchema, planFormValues, previewLines } from './plan-form';

const terms = {
  maxTrainingSessions: -1,
  maxMediaUploads: 20,
  maxCoachFeedback: 10,
  hasPickupGameAccess: true,
  hasPremiumContent: true,
  hasPersonalizedPlans: true,
  hasAdvancedAnalytics: false,
  hasPriorityBooking: true,
};
const pro: StaffPlan = {
  id: 'PRO',
  name: 'PRO',
  displayName: 'Pro',
  price: 29.99,
  description: 'For committed athletes',
  displayNameEs: null,
  descriptionEs: 'Para atletas comprometidos',
  includes: planLines(terms),
  ...terms,
};

describe('the plan form', () => {
  it('sends back the name, price, description (with their Spanish, empty clears it), limits and the delivered capabilities', () => {
    expect(planFormSchema.parse(planFormValues(pro))).toEqual({
      displayName: 'Pro',
      price: 29.99,
      description: 'For committed athletes',
      displayNameEs: '',
      descriptionEs: 'Para atletas comprometidos',
      maxTrainingSessions: -1,
      maxMediaUploads: 20,
      maxCoachFeedback: 10,
      hasPickupGameAccess: true,
      hasPremiumContent: true,
      hasPersonalizedPlans: true,
      hasAdvancedAnalytics: false,
      hasPriorityBooking: true,
    });
  });

  it('takes -1 as unlimited and refuses anything lower', () => {
    expect(planFormSchema.parse({ ...planFormValues(pro), maxMediaUploads: '-1' }).maxMediaUploads).toBe(-1);
    expect(planFormSchema.safeParse({ ...planFormValues(pro), maxMediaUploads: '-2' }).success).toBe(false);
  });

  it('previews the lines members will see as the form changes', () => {
    expect(previewLines(pro, planFormValues(pro))).toEqual([
      { key: 'trainingSessions', amount: -1 },
      { key: 'uploads', amount: 20 },
      { key: 'coachReviews', amount: 10 },
      { key: 'movementAnalysis' },
      { key: 'pickupGames' },
      { key: 'premiumContent' },
      { key: 'trainingPlans' },
      { key: 'priorityBooking' },
    ]);
    const edited = previewLines(pro, {
      ...planFormValues(pro),
      maxTrainingSessions: '12',
      maxCoachFeedback: '0',
      hasPickupGameAccess: false,
      hasPersonalizedPlans: false,
      hasPriorityBooking: false,
    });
    expect(edited).toEqual([{ key: 'trainingSessions', amount: 12 }, { key: 'uploads', amount: 20 }, { key: 'movementAnalysis' }, { key: 'premiumContent' }]);
    // Advanced analytics (issue 31) switched on sells its line.
    expect(previewLines(pro, { ...planFormValues(pro), hasAdvancedAnalytics: true }).map((l) => l.key)).toContain('advancedAnalytics');
    // Priority booking (issue 32) switched off takes its line away.
    expect(previewLines(pro, { ...planFormValues(pro), hasPriorityBooking: false }).map((l) => l.key)).not.toContain('priorityBooking');
    // A number being typed that is not valid yet keeps the saved one.
    expect(previewLines(pro, { ...planFormValues(pro), maxMediaUploads: '' })[1]).toEqual({ key: 'uploads', amount: 20 });
  });
});
