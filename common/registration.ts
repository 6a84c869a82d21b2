import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { text as storableText } from './input.ts';
import { refsOf } from './messages/index.ts';

/** The rules' messages: the catalogue's `registration.*` (decision 071). */
const M = refsOf('registration');
const text = (min: number, message: string) => storableText({ error: message }).min(min, message).max(200);

/** Part 1, section 5: the athlete registration rules. */
export const registrationBaseSchema = z.object({
  athleteName: text(2, M.athleteName),
  athleteAge: z.coerce.number({ error: M.ageMin }).int().min(5, M.ageMin).max(18, M.ageMax),
  address: text(10, M.address),
  city: text(2, M.city),
  state: text(2, M.state),
  zipCode: text(5, M.zip),
  emergencyContactName: text(2, M.emergencyName),
  emergencyContactPhone: text(10, M.emergencyPhone),
  emergencyContactRelation: text(2, M.relation),
  liabilityAgreement: z.boolean({ error: M.waiver }).refine((v) => v === true, M.waiver),
  parentName: storableText().max(200).optional().or(z.literal('')),
  parentPhone: storableText().max(40).optional().or(z.literal('')),
  parentEmail: storableText().max(254).optional().or(z.literal('')),
});

/** For role PARENT the parent fields are required. */
export const parentFieldsSchema = z.object({
  parentName: text(2, M.parentName),
  parentPhone: text(10, M.parentPhone),
  parentEmail: storableText({ error: M.parentEmail }).max(254).pipe(z.email(M.parentEmail)),
});

export function registrationSchemaFor(role: string) {
  return role === 'PARENT' ? registrationBaseSchema.extend(parentFieldsSchema.shape) : registrationBaseSchema;
}
export type RegistrationInput = z.input<typeof registrationBaseSchema>;

export const registrationSchema = registrationBaseSchema.extend({
  id: z.number().int(),
  parentName: z.string().nullable(),
  parentPhone: z.string().nullable(),
  parentEmail: z.string().nullable(),
  waiverAcceptedAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** Parents read and save the registration of a linked athlete with ?athleteId= (checkout collects it). */
const forAthlete = z.object({ athleteId: z.coerce.number().int().positive().max(2147483647).optional() });
const tags = ['registration'];

/** The athlete registration (decision 032): the user's own, or a parent's linked athlete's. */
export const registrationApi = {
  /** 404 when there is none yet. */
  get: endpoint({ method: 'GET', path: '/api/athlete-registration', query: forAthlete, response: registrationSchema, access: 'user', tags }),
  /** The body is checked again on the server with the role's schema (parents must give the parent fields). */
  save: endpoint({
    method: 'POST',
    path: '/api/athlete-registration',
    query: forAthlete,
    body: registrationBaseSchema.loose(),
    response: registrationSchema,
    status: 201,
    access: 'user',
    tags,
  }),
};
