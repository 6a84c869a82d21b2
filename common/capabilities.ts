import { z } from 'zod';

/** A plan's monthly limits (-1: unlimited). */
export const PLAN_LIMITS = ['maxTrainingSessions', 'maxMediaUploads', 'maxCoachFeedback'] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];

/** A plan's switches (the spec's plan flags), one per capability. */
export const PLAN_FLAGS = ['hasPickupGameAccess', 'hasPremiumContent', 'hasPersonalizedPlans', 'hasAdvancedAnalytics', 'hasPriorityBooking'] as const;
export type PlanFlag = (typeof PLAN_FLAGS)[number];

export const UNLIMITED = -1;

/** What a plan can include beyond its monthly limits, one per flag (docs/design.md section 9). */
export const CAPABILITY_KEYS = ['pickupGames', 'premiumContent', 'trainingPlans', 'advancedAnalytics', 'priorityBooking'] as const;
export type Capability = (typeof CAPABILITY_KEYS)[number];

/**
 * Each capability's flag, and whether the product delivers it today (decision 049). A capability is
 * delivered once the endpoints that depend on it check it through `capabilityGate`
 * (server/domain/capabilities.ts); server/domain/capabilities.api.test.ts fails when a delivered one
 * has no gate, or a gated one is not marked delivered. Until then no plan sells it: it is on no
 * member's screen and staff cannot switch it.
 */
export const CAPABILITIES: Record<Capability, { flag: PlanFlag; delivered: boolean }> = {
  pickupGames: { flag: 'hasPickupGameAccess', delivered: true },
  // Issue 30: the premium library.
  premiumContent: { flag: 'hasPremiumContent', delivered: true },
  // Issue 30: training plans coaches build and assign.
  trainingPlans: { flag: 'hasPersonalizedPlans', delivered: true },
  // Issue 31: test-day trends, worthwhile change and percentiles, and the monthly progress e-mail to parents (team reports).
  advancedAnalytics: { flag: 'hasAdvancedAnalytics', delivered: true },
  // Issue 32: booking a session the program's priority days before it opens to everyone (decision 056).
  // Its line carries no number: the days are each program's.
  priorityBooking: { flag: 'hasPriorityBooking', delivered: true },
};

export const capabilityOfFlag = (flag: PlanFlag): Capability => CAPABILITY_KEYS.find((c) => CAPABILITIES[c].flag === flag)!;

/** The capabilities delivered today. */
export const deliveredCapabilities = (): Capability[] => CAPABILITY_KEYS.filter((c) => CAPABILITIES[c].delivered);

/** The lines of the monthly limits, each with its limit. */
export const LIMIT_LINES = { trainingSessions: 'maxTrainingSessions', uploads: 'maxMediaUploads', coachReviews: 'maxCoachFeedback' } as const satisfies Record<
  string,
  PlanLimit
>;
const LIMIT_LINE_KEYS = ['trainingSessions', 'uploads', 'coachReviews'] as const;
/** What every plan gets: every recorded upload is analysed (server/app.ts wires it). */
export const EVERY_PLAN_LINES = ['movementAnalysis'] as const;

/** A plan card's lines and the comparison table's rows, in their order. */
export const PLAN_LINE_KEYS = [...LIMIT_LINE_KEYS, ...EVERY_PLAN_LINES, ...CAPABILITY_KEYS] as const;
export type PlanLineKey = (typeof PLAN_LINE_KEYS)[number];

export const planLineSchema = z.object({
  key: z.enum(PLAN_LINE_KEYS),
  /** On the monthly limits' lines: how many a month, -1 for unlimited. */
  amount: z.number().int().optional(),
});
export type PlanLine = z.infer<typeof planLineSchema>;

export type PlanTerms = Record<PlanLimit, number> & Record<PlanFlag, boolean>;

/**
 * What a plan sells, derived from its numbers and the capabilities delivered today: a line per
 * monthly limit above zero ("8 training sessions a month"), the analysis every upload gets, and a
 * line per delivered capability the plan's flag includes. A flag of an undelivered capability gives
 * no line whatever its value; nothing else (no free text) becomes a line.
 */
export function planLines(terms: PlanTerms, delivered: readonly Capability[] = deliveredCapabilities()): PlanLine[] {
  return [
    ...LIMIT_LINE_KEYS.filter((key) => terms[LIMIT_LINES[key]] !== 0).map((key) => ({ key, amount: terms[LIMIT_LINES[key]] })),
    ...EVERY_PLAN_LINES.map((key) => ({ key })),
    ...CAPABILITY_KEYS.filter((c) => delivered.includes(c) && terms[CAPABILITIES[c].flag]).map((key) => ({ key })),
  ];
}
