import { z } from 'zod';
import { PLAN_FLAGS, PLAN_LIMITS, planTerms, type Plan } from '@common/subscriptions';
import { planUpdateSchema } from '@common/staff';

/** The shared plan schema, with the features typed one per line. */
export const planFormSchema = planUpdateSchema.extend({
  features: z
    .string()
    .transform((t) =>
      t
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .pipe(planUpdateSchema.shape.features.unwrap()),
});

export type PlanFormValues = z.input<typeof planFormSchema>;
export type PlanUpdate = z.output<typeof planUpdateSchema>;

/** The monthly limits (-1 = unlimited); their names are in the staff namespace (plans.limits). */
export const LIMITS = PLAN_LIMITS;

/** What a plan includes or not; their names are in the staff namespace (plans.flags). */
export const FLAGS = PLAN_FLAGS;

export const planFormValues = (p: Plan): PlanFormValues => ({
  displayName: p.displayName,
  price: p.price,
  description: p.description,
  features: p.features.join('\n'),
  ...planTerms(p),
});
