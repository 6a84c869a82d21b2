import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_KEYS, deliveredCapabilities, PLAN_FLAGS, planLines, type Capability, type PlanTerms } from './capabilities.ts';

const limits = { maxTrainingSessions: 8, maxMediaUploads: -1, maxCoachFeedback: 10 };

/** Every combination of the four flags. */
const everyFlagSet = (): PlanTerms[] =>
  Array.from({ length: 2 ** PLAN_FLAGS.length }, (_, bits) => ({
    ...limits,
    ...(Object.fromEntries(PLAN_FLAGS.map((f, i) => [f, (bits & (1 << i)) !== 0])) as Record<(typeof PLAN_FLAGS)[number], boolean>),
  }));

describe('a plan’s lines (decision 049)', () => {
  it('never include an undelivered capability, whatever the flags say', () => {
    const undelivered = CAPABILITY_KEYS.filter((c) => !CAPABILITIES[c].delivered);
    // every capability is delivered since issue 31; the rule stays for the next one
    expect(undelivered).toEqual([]);
    for (const terms of everyFlagSet()) {
      const keys = planLines(terms).map((l) => l.key);
      for (const c of undelivered) expect(keys).not.toContain(c);
    }
  });

  it('include a delivered capability exactly when its flag is on', () => {
    for (const terms of everyFlagSet()) {
      const keys = planLines(terms).map((l) => l.key);
      for (const c of deliveredCapabilities()) expect(keys.includes(c)).toBe(terms[CAPABILITIES[c].flag]);
    }
  });

  it('follow the registry passed: a capability taken out of it gives no line, one added does', () => {
    const all: PlanTerms = {
      ...limits,
      hasPickupGameAccess: true,
      hasPremiumContent: true,
      hasPersonalizedPlans: true,
      hasAdvancedAnalytics: true,
      hasPriorityBooking: true,
    };
    expect(planLines(all, []).map((l) => l.key)).toEqual(['trainingSessions', 'uploads', 'coachReviews', 'movementAnalysis']);
    const some: Capability[] = ['premiumContent'];
    expect(planLines(all, some).map((l) => l.key)).toEqual(['trainingSessions', 'uploads', 'coachReviews', 'movementAnalysis', 'premiumContent']);
  });

  it('say each monthly limit with its number (-1 unlimited) and leave out a limit of 0', () => {
    const terms: PlanTerms = {
      maxTrainingSessions: 0,
      maxMediaUploads: -1,
      maxCoachFeedback: 3,
      hasPickupGameAccess: false,
      hasPremiumContent: false,
      hasPersonalizedPlans: false,
      hasAdvancedAnalytics: false,
      hasPriorityBooking: false,
    };
    expect(planLines(terms)).toEqual([{ key: 'uploads', amount: -1 }, { key: 'coachReviews', amount: 3 }, { key: 'movementAnalysis' }]);
  });

  it('give every flag one capability and every capability its own flag', () => {
    expect(CAPABILITY_KEYS.map((c) => CAPABILITIES[c].flag).sort()).toEqual([...PLAN_FLAGS].sort());
  });
});
