import { z } from 'zod';
import { registrationBaseSchema } from './registration.ts';

/**
 * The account page's contact details (issue 29): the address and emergency contact of the athlete
 * registration (common/registration.ts), with the registration's own rules, so the account page
 * and checkout accept and refuse the same things.
 */
export const contactDetailsSchema = registrationBaseSchema.pick({
  address: true,
  city: true,
  state: true,
  zipCode: true,
  emergencyContactName: true,
  emergencyContactPhone: true,
  emergencyContactRelation: true,
});
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
export type ContactDetailsValues = z.output<typeof contactDetailsSchema>;

const { athleteAge, liabilityAgreement } = registrationBaseSchema.shape;

/** An athlete without a registration adds one here: the details, the age and the signed waiver, as at checkout. */
export const newContactDetailsSchema = contactDetailsSchema.extend({ athleteAge, liabilityAgreement });

/** The body of a save: the details; the age and the waiver count only when there is no registration yet. */
export const contactDetailsBodySchema = contactDetailsSchema.extend({ athleteAge: athleteAge.optional(), liabilityAgreement: liabilityAgreement.optional() });

/** The details as stored (older rows may predate today's rules, so the answer does not check them again). */
export const contactDetailsResultSchema = z.object({
  details: z
    .object({
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      emergencyContactName: z.string(),
      emergencyContactPhone: z.string(),
      emergencyContactRelation: z.string(),
    })
    .nullable(),
  /** No details yet, and the account may add them (athletes: bookings need the registration). */
  canAdd: z.boolean(),
});
export type ContactDetailsResult = z.infer<typeof contactDetailsResultSchema>;
