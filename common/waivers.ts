import { z } from 'zod';
import { endpoint, pathOf } from './endpoint.ts';
import { id, isStorableText, text } from './input.ts';
import { msg } from './messages/index.ts';

/**
 * The liability waiver (issue 29, decision 043): staff publish its text in English and Spanish,
 * each save a new version (1, 2, 3...); an athlete books only once the latest version is signed
 * for them, by a parent or guardian with an active link when the athlete is under 18, by the
 * athlete when an adult. A signature keeps the typed full name, the time, the IP address, the
 * browser and the version, and is never changed.
 */

/** The languages the waiver is written and signed in. */
export const WAIVER_LANGUAGES = ['en', 'es'] as const;
export type WaiverLanguage = (typeof WAIVER_LANGUAGES)[number];

/** The code of the booking refusal while the latest version is not signed for the athlete. */
export const WAIVER_REQUIRED_CODE = 'waiver_required';
/** The 409's body: whose waiver, which version, and whether a guardian must sign it. */
export const waiverRequiredSchema = z.object({
  message: z.string(),
  code: z.literal(WAIVER_REQUIRED_CODE),
  athleteId: z.number().int().positive(),
  version: z.number().int().positive(),
  guardian: z.boolean(),
});
export type WaiverRequired = z.infer<typeof waiverRequiredSchema>;

export const SIGNER_ROLES = ['SELF', 'GUARDIAN'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** Under this age only a parent or guardian signs (and an adult signs only for themselves). */
export const ADULT_AGE = 18;
export const WAIVER_TEXT_MAX = 20_000;
export const SIGNER_NAME_MAX = 120;

/** A typed signature: letters (any alphabet), spaces, apostrophes, hyphens and dots; at least 2 letters. */
export const signerNameSchema = text({ error: msg('waivers.nameRequired') })
  .min(1, msg('waivers.nameRequired'))
  .max(SIGNER_NAME_MAX, msg('waivers.nameTooLong'))
  .refine((s) => /^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u.test(s) && (s.match(/\p{L}/gu)?.length ?? 0) >= 2, msg('waivers.nameInvalid'));

export const signWaiverSchema = z.object({
  /** The version the signer read: only the latest can be signed. */
  version: z.coerce
    .number({ error: msg('waivers.notLatest') })
    .int(msg('waivers.notLatest'))
    .min(1, msg('waivers.notLatest'))
    .max(2_147_483_647, msg('waivers.notLatest')),
  signerName: signerNameSchema,
  agree: z.literal(true, { error: msg('waivers.agreeRequired') }),
  /**
   * The language of the text the signer read (the page's, as `GET /api/waiver` answered it). Kept
   * with the signature; without it the server keeps the request's language, which is the one it
   * serves the text in.
   */
  language: z.enum(WAIVER_LANGUAGES, { error: msg('waivers.languageInvalid') }).optional(),
});
export type SignWaiverInput = z.input<typeof signWaiverSchema>;

/** Parents sign for a linked athlete with ?athleteId= (athletes sign for themselves without it). */
export const waiverAthleteQuery = z.object({ athleteId: id().optional() });

export const signatureSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  signerName: z.string(),
  signerRole: z.enum(SIGNER_ROLES),
  signedAt: z.string(),
  /** The language the signer read and signed the text in; null for signatures made before it was kept. */
  language: z.enum(WAIVER_LANGUAGES).nullable(),
});
export type SignatureSummary = z.infer<typeof signatureSummarySchema>;

export const WAIVER_REFUSAL_CODES = ['guardian_required', 'adult_signs_self', 'age_unknown', 'not_athlete'] as const;

/** The current version for one athlete, as the reader (athlete or parent) sees it. */
export const waiverStatusSchema = z.object({
  version: z.object({ id: z.number().int(), version: z.number().int(), text: z.string(), language: z.enum(WAIVER_LANGUAGES), createdAt: z.string() }),
  athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), age: z.number().int().nullable() }),
  /** The latest version's signature for this athlete, if signed. */
  signed: signatureSummarySchema.nullable(),
  /** The athlete's newest signature of an older version (the waiver changed since). */
  previous: signatureSummarySchema.nullable(),
  /** How the reader signs: for themselves or as a guardian; null when they may not. */
  signAs: z.enum(SIGNER_ROLES).nullable(),
  /** Why the reader may not sign (the message in the reader's language). */
  cannotSign: z.object({ code: z.enum(WAIVER_REFUSAL_CODES), message: z.string() }).nullable(),
  /** A minor with a parent or guardian linked to their account (who can sign for them). */
  hasGuardian: z.boolean(),
});
export type WaiverStatus = z.infer<typeof waiverStatusSchema>;

export const signAnswerSchema = z.object({ message: z.string(), signature: signatureSummarySchema });

// Staff

/** A waiver's text: longer than other texts may be (a legal document), storable, trimmed. */
const waiverText = (required: string) =>
  z.string({ error: required }).refine(isStorableText, msg('input.badCharacters')).trim().min(1, required).max(WAIVER_TEXT_MAX, msg('waivers.textTooLong'));

export const waiverVersionInputSchema = z.object({
  textEn: waiverText(msg('waivers.textEnRequired')),
  textEs: waiverText(msg('waivers.textEsRequired')),
});
export type WaiverVersionInput = z.input<typeof waiverVersionInputSchema>;

export const waiverVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  textEn: z.string(),
  textEs: z.string(),
  createdAt: z.string(),
  /** The staff member who saved it (null for the first version, or once their account is gone). */
  createdBy: z.string().nullable(),
  signatures: z.number().int(),
});
export type WaiverVersion = z.infer<typeof waiverVersionSchema>;
export const waiverVersionsSchema = z.object({ versions: z.array(waiverVersionSchema) });
export const publishAnswerSchema = z.object({ message: z.string(), version: waiverVersionSchema });

export const STAFF_SIGNATURES_PAGE = 25;
export const signatureSearchSchema = z.object({
  /** Part of the athlete's or the signer's name, or the athlete's e-mail. */
  q: text().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export const staffSignatureSchema = signatureSummarySchema.extend({
  athlete: z.object({ id: z.number().int(), name: z.string() }),
  athleteAge: z.number().int().nullable(),
  /** It is a signature of the latest version. */
  current: z.boolean(),
});
export type StaffSignature = z.infer<typeof staffSignatureSchema>;
export const staffSignaturesSchema = z.object({ signatures: z.array(staffSignatureSchema), total: z.number().int(), pageSize: z.number().int() });

/** "v3", as the roster and the lists say it. */
export const versionLabel = (n: number) => `v${n}`;

const tags = ['waivers'];

export const waiversApi = {
  /** The current version for the reader's own athlete account, or (parents, ?athleteId=) a linked athlete. */
  current: endpoint({ method: 'GET', path: '/api/waiver', query: waiverAthleteQuery, response: waiverStatusSchema, access: 'user', tags }),
  /** Signs the latest version; a second identical request (a double click) answers the same signature. */
  sign: endpoint({
    method: 'POST',
    path: '/api/waiver/sign',
    query: waiverAthleteQuery,
    body: signWaiverSchema,
    response: signAnswerSchema,
    access: 'user',
    tags,
  }),
  versions: endpoint({ method: 'GET', path: '/api/staff/waiver/versions', response: waiverVersionsSchema, access: 'staff', tags }),
  publish: endpoint({
    method: 'POST',
    path: '/api/staff/waiver/versions',
    body: waiverVersionInputSchema,
    response: publishAnswerSchema,
    status: 201,
    access: 'staff',
    tags,
  }),
  signatures: endpoint({
    method: 'GET',
    path: '/api/staff/waiver/signatures',
    query: signatureSearchSchema,
    response: staffSignaturesSchema,
    access: 'staff',
    tags,
  }),
  /**
   * The PDF of one signature, a download. Staff only; anyone else is told there is nothing here
   * (404, as for a receipt), so the guard and the id's check are the handler's (an id that cannot
   * exist is a 404 too).
   */
  signaturePdf: endpoint({
    method: 'GET',
    path: '/api/staff/waiver/signatures/:id/pdf',
    params: z.object({ id: z.string() }),
    file: 'application/pdf',
    access: 'user',
    tags,
  }),
};

/** The address of one signature's PDF (waiversApi.signaturePdf). */
export const signaturePdfPath = (signatureId: number) => pathOf(waiversApi.signaturePdf, { id: signatureId });
