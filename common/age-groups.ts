import { z } from 'zod';
import { id, text } from './input.ts';
import { refsOf } from './messages/index.ts';

/**
 * Age groups (issue 29): the youngest and oldest age a program or session is for, each side open
 * when null. The rules (which range applies, an athlete's age, the check) are in
 * server/features/bookings/age-group.ts; here are the shapes, the form rules and the sentences.
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

type Lang = 'en' | 'es';

/** The range as a sentence names it: "ages 5-7", "ages 12 and up", "ages up to 7", "age 7"; in Spanish "edades de 5 a 7 años"... */
export function agePhrase(r: AgeRange, lang: Lang = 'en'): string {
  const { minAge: min, maxAge: max } = r;
  if (lang === 'es') {
    if (min !== null && max !== null) return min === max ? `${min} años` : `edades de ${min} a ${max} años`;
    if (min !== null) return `edades de ${min} años en adelante`;
    return `edades de hasta ${max} años`;
  }
  if (min !== null && max !== null) return min === max ? `age ${min}` : `ages ${min}-${max}`;
  if (min !== null) return `ages ${min} and up`;
  return `ages up to ${max}`;
}

/** "This session is for ages 5-7. Maya is 15." */
export function outsideRangeMessage(r: AgeRange, name: string, age: number, lang: Lang = 'en'): string {
  return lang === 'es'
    ? `Esta sesión es para ${agePhrase(r, 'es')}. ${name} tiene ${age} ${age === 1 ? 'año' : 'años'}.`
    : `This session is for ${agePhrase(r)}. ${name} is ${age}.`;
}

/**
 * No age on file: the athlete's details at checkout ask for it (and only an athlete without them
 * can have no age, see ageOn in server/features/bookings/age-group.ts).
 */
export function unknownAgeMessage(r: AgeRange, name: string, lang: Lang = 'en'): string {
  return lang === 'es'
    ? `Esta sesión es para ${agePhrase(r, 'es')} y todavía no tenemos la edad de ${name}. Agrégala con los datos del atleta al reservar y vuelve a intentarlo.`
    : `This session is for ${agePhrase(r)}, and we do not have ${name}'s age yet. Add it with the athlete's details at checkout, then try again.`;
}

/** Reads a phrase made by agePhrase (English) back into its range. */
function parsePhrase(phrase: string): AgeRange | null {
  let m = /^ages (\d+)-(\d+)$/.exec(phrase);
  if (m) return { minAge: Number(m[1]), maxAge: Number(m[2]) };
  if ((m = /^age (\d+)$/.exec(phrase))) return { minAge: Number(m[1]), maxAge: Number(m[1]) };
  if ((m = /^ages (\d+) and up$/.exec(phrase))) return { minAge: Number(m[1]), maxAge: null };
  if ((m = /^ages up to (\d+)$/.exec(phrase))) return { minAge: null, maxAge: Number(m[1]) };
  return null;
}

/** One of the sentences above, English to Spanish (for the server's catalogue), or null when it is none of them. */
export function ageMessageToSpanish(message: string): string | null {
  let m = /^This session is for (ages? [^.,]+)\. (.+) is (\d+)\.$/.exec(message);
  let range = m ? parsePhrase(m[1]!) : null;
  if (m && range) return outsideRangeMessage(range, m[2]!, Number(m[3]), 'es');
  m = /^This session is for (ages? [^.,]+), and we do not have (.+)'s age yet\. Add it with the athlete's details at checkout, then try again\.$/.exec(message);
  range = m ? parsePhrase(m[1]!) : null;
  if (m && range) return unknownAgeMessage(range, m[2]!, 'es');
  return null;
}

// ---- A range changed with athletes already booked (issue 29 leftovers, decision 042) ----

/** The 409's code when a new range leaves out athletes already booked: the staff form shows them and asks to confirm. */
export const OUTSIDE_RANGE_CODE = 'AGE_RANGE_LEAVES_OUT_BOOKED';

export const OUTSIDE_RANGE_MESSAGES = {
  confirm: 'Athletes already booked are outside the new age group. Their bookings are kept: confirm to save the change.',
} as const;

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

/** The 409's body: the sentence, the code and the bookings, so the form can list them. */
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
