import { z } from 'zod';
import { id, text } from './input.ts';
import { refsOf } from './messages/index.ts';

/**
 * Age groups (issue 29): the youngest and oldest age a program or session is for, each side open
 * when null. The rules (which range applies, an athlete's age, the check) are in
 * server/features/bookings/age-group.ts; here are the shapes and the form rules (the sentences are
 * the catalogue's `ageGroups.*`, common/messages/age-groups.ts).
 */
export interface AgeRange {
  minAge: number | null;
  maxAge: number | null;
}

export const ageRangeSchema = z.object({ minAge: z.number().int().nullable(), maxAge: z.number().int().nullable() });

/** The ages staff can give: whole years, 0 to 99. */
export const AGE_LIMITS = { min: 0, max: 99 } as const;

/** The rules' messages: the catalogue's `ageGroups.*` (decision 071). */
const M = refsOf('ageGroups');

/** One side of an age group in a form or JSON: whole years 0 to 99, or null (open). */
export const ageLimit = () => z.number({ error: M.age }).int(M.age).min(AGE_LIMITS.min, M.age).max(AGE_LIMITS.max, M.age).nullable().optional();

/** The two fields programs, sessions and series take. */
export const ageGroupFields = { minAge: ageLimit(), maxAge: ageLimit() };

/** A range whose minimum is not above its maximum (either side may be open). */
export const ageOrderOk = (v: { minAge?: number | null; maxAge?: number | null }) => v.minAge == null || v.maxAge == null || v.minAge <= v.maxAge;
/** The refinement's options: the message sits under the maximum, the field a person fixes. */
export const ageOrderIssue = { message: M.order, path: ['maxAge'] };

/** The sides of an age group an edit sets (null clears one); a side it leaves out stays as it is. */
export const definedAges = (input: { minAge?: number | null; maxAge?: number | null }) => ({
  ...(input.minAge !== undefined ? { minAge: input.minAge } : {}),
  ...(input.maxAge !== undefined ? { maxAge: input.maxAge } : {}),
});

/** A range with neither side set is no age group at all. */
export const asAgeGroup = (r: AgeRange): AgeRange | null => (r.minAge === null && r.maxAge === null ? null : { minAge: r.minAge, maxAge: r.maxAge });

/**
 * The range as a sentence names it ("ages 5-7"): the catalogue's age-group messages word it
 * (`ageGroups.outsideRange`, `ageGroups.unknownAge`, decision 071).
 */
export { agePhrase } from './messages/age-groups.ts';

// ---- A range changed with athletes already booked (issue 29 leftovers, decision 042) ----

/** The 409's code when a new range leaves out athletes already booked: the staff form shows them and asks to confirm. */
export const OUTSIDE_RANGE_CODE = 'AGE_RANGE_LEAVES_OUT_BOOKED';

/** A booking (confirmed, session to come) whose athlete the new range leaves out and the old one did not. */
export const outsideBookingSchema = z.object({
  bookingId: z.number().int(),
  sessionId: z.number().int(),
  /** The session's day and time (the facility's wall clock). */
  date: z.string(),
  time: z.string(),
  athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  /** Their age on the session's day; null when none is on file (the new range cannot be checked). */
  age: z.number().int().nullable(),
  /** The session's range after the change. */
  ageGroup: ageRangeSchema,
});
export type OutsideBooking = z.infer<typeof outsideBookingSchema>;

/** The 409's body (`ageGroups.leavesOutBooked`): the sentence, the code and the bookings, so the form can list them. */
export const outsideRangeRefusalSchema = z.object({ message: z.string(), code: z.literal(OUTSIDE_RANGE_CODE), outsideRange: z.array(outsideBookingSchema) });

/** Sent again with the change once staff have seen the list: saved, bookings kept, audited. */
export const confirmOutsideRangeField = { confirmOutsideRange: z.boolean().optional() };

// ---- Staff exceptions: one athlete, one session, used by one booking (issue 29) ----

export const ageExceptionInputSchema = z.object({
  athleteId: id(M.athlete),
  reason: text({ error: M.reason }).min(1, M.reason).max(500),
});
export type AgeExceptionInput = z.input<typeof ageExceptionInputSchema>;

export const AGE_EXCEPTION_STATUSES = ['UNUSED', 'USED', 'REVOKED'] as const;

export const ageExceptionSchema = z.object({
  id: z.number().int(),
  athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), age: z.number().int().nullable() }),
  reason: z.string(),
  /** The staff member who granted it (null once their account is gone). */
  grantedBy: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(AGE_EXCEPTION_STATUSES),
  usedByBookingId: z.number().int().nullable(),
  revokedAt: z.string().nullable(),
});
export type AgeException = z.infer<typeof ageExceptionSchema>;

/** A session's age group and its exceptions, newest first. */
export const sessionAgeExceptionsSchema = z.object({ ageGroup: ageRangeSchema.nullable(), exceptions: z.array(ageExceptionSchema) });

/** Staff find the athlete to let in by name or e-mail. */
export const athleteSearchQuerySchema = z.object({ search: text().max(100).optional() });
export const athleteChoiceSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  age: z.number().int().nullable(),
});
export type AthleteChoice = z.infer<typeof athleteChoiceSchema>;

/** Whom the signed-in member may book a session for (themself, or a parent's linked athletes), and why not. */
export const eligibilityQuerySchema = z.object({ sessionId: id() });
export const eligibilitySchema = z.object({
  ageGroup: ageRangeSchema.nullable(),
  athletes: z.array(
    z.object({
      athleteId: z.number().int(),
      bookable: z.boolean(),
      reason: z.string().nullable(),
      /** No age on file: checkout asks for the athlete's details (age included) before anything else. */
      detailsNeeded: z.boolean(),
    }),
  ),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;
