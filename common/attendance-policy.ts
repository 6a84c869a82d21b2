import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { msg } from './messages/index.ts';

/**
 * The no-show and late-cancel policy (issue 32, decision 059). Staff choose none, or strikes: a
 * no-show marked on the roster, or a cancellation less than CANCEL_NOTICE_HOURS before the start,
 * is a strike on the athlete; `strikeLimit` strikes within `windowDays` pause the athlete's
 * booking for `blockDays` after the last one. Or a fee: each strike charges `feeCents` to the payer's
 * saved card, with a receipt, and pauses nothing (decision 060). Staff can forgive a strike (a fee
 * charged is then refunded). Strikes are recorded only while a policy is on.
 */
export const POLICY_MODES = ['NONE', 'STRIKES', 'FEE'] as const;
export type PolicyMode = (typeof POLICY_MODES)[number];
export const STRIKE_KINDS = ['NO_SHOW', 'LATE_CANCEL'] as const;
export type StrikeKind = (typeof STRIKE_KINDS)[number];

/** What applies until staff first save the policy: none, with these numbers ready for when it is switched on. */
export const POLICY_DEFAULTS = { mode: 'NONE' as PolicyMode, strikeLimit: 3, windowDays: 60, blockDays: 7, feeCents: 1500 };
export const POLICY_BOUNDS = { strikeLimit: [1, 10], windowDays: [7, 365], blockDays: [1, 90], feeCents: [100, 50_000] } as const;

/** Where a strike's fee stands (FEE mode): being charged, charged, not collected (no card, declined), refunded after forgiveness, or cancelled before it was charged. */
export const FEE_STATES = ['PENDING', 'CHARGED', 'NOT_COLLECTED', 'REFUNDED', 'CANCELLED'] as const;
export type FeeState = (typeof FEE_STATES)[number];

/** The description on the card statement and in the payment's record: "Late-cancel fee" / "No-show fee". */
export const feeLabel = (kind: StrikeKind) => (kind === 'NO_SHOW' ? 'No-show fee' : 'Late-cancel fee');

const DAY = 86_400_000;

export interface PolicyTerms {
  mode: PolicyMode;
  strikeLimit: number;
  windowDays: number;
  blockDays: number;
  feeCents?: number;
}

/**
 * Until when an athlete's booking is paused, or null. The strikes are the athlete's unforgiven ones.
 * The last strike counts with those in the `windowDays` before it; at `strikeLimit` or more, booking
 * is paused for `blockDays` from the last strike. Counting back from the last strike (not from now)
 * keeps a pause from ending early when the oldest strike leaves the window during it.
 */
export function pausedUntil(strikes: readonly { at: Date }[], policy: PolicyTerms, now: Date): Date | null {
  if (policy.mode !== 'STRIKES' || strikes.length === 0) return null;
  const last = Math.max(...strikes.map((s) => s.at.getTime()));
  const counted = strikes.filter((s) => s.at.getTime() > last - policy.windowDays * DAY).length;
  if (counted < policy.strikeLimit) return null;
  const until = new Date(last + policy.blockDays * DAY);
  return until > now ? until : null;
}

/** How many of the athlete's unforgiven strikes count now (within `windowDays` before now). */
export function strikesCounting(strikes: readonly { at: Date }[], policy: PolicyTerms, now: Date): number {
  return strikes.filter((s) => s.at.getTime() > now.getTime() - policy.windowDays * DAY && s.at <= now).length;
}

const bounded = (key: keyof typeof POLICY_BOUNDS, message: string) =>
  z.number({ error: message }).int(message).min(POLICY_BOUNDS[key][0], message).max(POLICY_BOUNDS[key][1], message);

export const policyInputSchema = z.object({
  mode: z.enum(POLICY_MODES, { error: msg('attendancePolicy.modeInvalid') }),
  strikeLimit: bounded('strikeLimit', msg('attendancePolicy.limitRange')),
  windowDays: bounded('windowDays', msg('attendancePolicy.windowRange')),
  blockDays: bounded('blockDays', msg('attendancePolicy.blockRange')),
  /** The fee in cents (FEE mode; kept while another mode is chosen). Absent: the saved or default fee. */
  feeCents: bounded('feeCents', msg('attendancePolicy.feeRange')).optional(),
});
export type PolicyInput = z.infer<typeof policyInputSchema>;

export const policySchema = policyInputSchema.extend({
  feeCents: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type Policy = z.infer<typeof policySchema>;

export const strikeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STRIKE_KINDS),
  at: z.string(),
  athleteId: z.number().int(),
  athleteName: z.string(),
  sessionName: z.string(),
  /** The session's facility date and start (HH:MM, or null). */
  sessionDate: z.string(),
  sessionTime: z.string().nullable(),
  /** Until when this athlete's booking is paused (an instant), or null. */
  pausedUntil: z.string().nullable(),
  /** The strike's fee (FEE mode), or null: its amount, where it stands, and why it was not collected. */
  fee: z.object({ amountCents: z.number().int(), state: z.enum(FEE_STATES), problem: z.string().nullable() }).nullable(),
});
export type Strike = z.infer<typeof strikeSchema>;

export const staffPolicySchema = z.object({
  policy: policySchema,
  /** The unforgiven strikes still counting (within the window), newest first. */
  strikes: z.array(strikeSchema),
});
export type StaffPolicy = z.infer<typeof staffPolicySchema>;

/** A member's view for one athlete (themselves or a linked child): the policy, and where they stand. */
export const standingSchema = z.object({
  mode: z.enum(POLICY_MODES),
  strikeLimit: z.number().int(),
  windowDays: z.number().int(),
  blockDays: z.number().int(),
  feeCents: z.number().int(),
  strikes: z.number().int(),
  pausedUntil: z.string().nullable(),
});
export type Standing = z.infer<typeof standingSchema>;

const tags = ['attendance-policy'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const attendancePolicyApi = {
  staffGet: endpoint({ method: 'GET', path: '/api/staff/attendance-policy', response: staffPolicySchema, access: 'staff', tags }),
  staffSave: endpoint({
    method: 'PUT',
    path: '/api/staff/attendance-policy',
    body: policyInputSchema,
    response: z.object({ message: z.string(), policy: policySchema }),
    access: 'staff',
    tags,
  }),
  forgive: endpoint({
    method: 'POST',
    path: '/api/staff/attendance-strikes/:id/forgive',
    params: idParams,
    response: z.object({ message: z.string() }),
    access: 'staff',
    tags,
  }),
  standing: endpoint({
    method: 'GET',
    path: '/api/attendance-standing',
    query: z.object({ athleteId: z.coerce.number().int().positive().max(2_147_483_647).optional() }),
    response: standingSchema,
    access: 'user',
    tags,
  }),
};
