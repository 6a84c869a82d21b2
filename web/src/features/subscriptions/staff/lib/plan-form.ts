import { z } from 'zod';
import { CAPABILITIES, CAPABILITY_KEYS, PLAN_LIMITS, planLines, type PlanLine, type PlanTerms } from '@common/capabilities';
import { type Plan, type StaffPlan, planUpdateSchema } from '@common/subscriptions';

/** The capabilities staff switch per plan: those delivered today (decision 049). */
export const DELIVERED = CAPABILITY_KEYS.filter((c) => CAPABILITIES[c].delivered);
/** Those still to be built: shown switched off and disabled as "coming soon"; no plan sells them yet. */
export const COMING = CAPABILITY_KEYS.filter((c) => !CAPABILITIES[c].delivered);

const DELIVERED_FLAGS = DELIVERED.map((c) => CAPABILITIES[c].flag);

/** The shared plan schema; the form sends only the flags staff may change. */
export const planFormSchema = planUpdateSchema;

export type PlanFormValues = z.input<typeof planFormSchema>;
export type PlanUpdate = z.output<typeof planUpdateSchema>;

/** The monthly limits (-1 = unlimited); their names are in the staff namespace (plans.limits). */
export const LIMITS = PLAN_LIMITS;

export const planFormValues = (p: StaffPlan): PlanFormValues => ({
  displayName: p.displayName,
  price: p.price,
  description: p.description,
  displayNameEs: p.displayNameEs ?? '',
  descriptionEs: p.descriptionEs ?? '',
  ...Object.fromEntries(PLAN_LIMITS.map((k) => [k, p[k]])),
  ...Object.fromEntries(DELIVERED_FLAGS.map((f) => [f, p[f]])),
});

/**
 * What members would see with the form as it stands: the lines of the plan's saved terms with the
 * form's numbers and switches over them (a number not valid yet keeps the saved one).
 */
export function previewLines(plan: Plan, values: PlanFormValues): PlanLine[] {
  const terms: PlanTerms = { ...plan };
  for (const k of PLAN_LIMITS) {
    const n = Number(values[k]);
    if (values[k] !== '' && Number.isInteger(n) && n >= -1) terms[k] = n;
  }
  for (const f of DELIVERED_FLAGS) if (typeof values[f] === 'boolean') terms[f] = values[f];
  return planLines(terms);
}
