import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, idParams, partialUpdate, spanishText, text } from './input.ts';
import { msg } from './messages/index.ts';

/**
 * Session packs (issue 18, decision 029): staff define packs (a number of sessions for some or any
 * programs, a price, a validity); members buy one at a checkout like a session's and book with its
 * credits. A credit is used by a booking, returned when that booking is cancelled 24 hours or more
 * ahead (or by staff), kept (forfeited) when cancelled later, and expires unused at the end of the
 * validity. A parent's credits serve every linked athlete.
 */

/** A week before credits expire, their owner is e-mailed. */
export const EXPIRY_NOTICE_DAYS = 7;

const packFields = {
  name: text().min(2, msg('packs.name')).max(80),
  credits: z.coerce.number().int(msg('packs.creditsWhole')).min(1, msg('packs.creditsMin')).max(200, msg('packs.creditsMax')),
  /** Dollars for the whole pack. */
  price: z.coerce.number().min(1, msg('packs.priceMin')).max(100_000),
  validityDays: z.coerce.number().int(msg('packs.validityWhole')).min(1, msg('packs.validityMin')).max(1095, msg('packs.validityMax')),
  /** The programs its credits cover; empty: any program. */
  programIds: z.array(id()).max(100).default([]),
  description: text().max(500).optional().nullable(),
  /** Optional Spanish versions (decision 066): readers of Spanish see them, else the English. */
  nameEs: spanishText(80),
  descriptionEs: spanishText(500),
};
export const packInputSchema = z.object(packFields);
export type PackInput = z.input<typeof packInputSchema>;
export const packUpdateSchema = partialUpdate(
  z.object({
    name: packFields.name.optional(),
    price: packFields.price.optional(),
    validityDays: packFields.validityDays.optional(),
    programIds: z.array(id()).max(100).optional(),
    description: packFields.description,
    nameEs: packFields.nameEs,
    descriptionEs: packFields.descriptionEs,
    /** false retires the pack (no longer sold); true puts it on sale again. */
    active: z.boolean().optional(),
  }),
);

/** A pack as members see it on sale (and staff in the workspace, with `active` and sales). */
export const packSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  credits: z.number().int(),
  /** Dollars for the whole pack. */
  price: z.number(),
  /** Dollars per session. */
  pricePerSession: z.number(),
  validityDays: z.number().int(),
  /** The programs covered, by id and name; empty: any program. */
  programs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  active: z.boolean(),
});
export type Pack = z.infer<typeof packSchema>;

/** Staff see `name` and `description` in English and their Spanish beside them (decision 066). */
export const staffPackSchema = packSchema.extend({ sold: z.number().int(), nameEs: z.string().nullable(), descriptionEs: z.string().nullable() });
export type StaffPack = z.infer<typeof staffPackSchema>;

export const packIntentSchema = z.object({
  /** Pay with this saved card. */
  paymentMethodId: text().max(200).optional(),
});
export const packPurchaseSchema = z.object({ paymentIntentId: text().min(1).max(200) });
export const packIntentResultSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amount: z.number() });

/** One pack bought: its credits, what is left, until when. */
export const creditGrantSchema = z.object({
  id: z.number().int(),
  packName: z.string(),
  credits: z.number().int(),
  remaining: z.number().int(),
  expiresAt: z.string(),
  expired: z.boolean(),
  programs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  boughtAt: z.string(),
});
export type CreditGrant = z.infer<typeof creditGrantSchema>;

/** GET /api/credits: the member's credits (a parent's serve every linked athlete). */
export const creditsSchema = z.object({
  /** Credits usable now (not expired). */
  balance: z.number().int(),
  /** The soonest expiry among usable credits, and how many expire then. */
  nextExpiry: z.object({ at: z.string(), credits: z.number().int() }).nullable(),
  grants: z.array(creditGrantSchema),
});
export type Credits = z.infer<typeof creditsSchema>;

/** POST /api/session-bookings/with-credit: book a session with 1 credit (the one that expires soonest). */
export const bookWithCreditSchema = z.object({
  sessionId: id(msg('bookings.chooseSession')),
  /** Parents: the linked athlete the booking is for. */
  athleteId: id().optional(),
});
export const bookWithCreditResultSchema = z.object({ id: z.number().int(), message: z.string(), creditsLeft: z.number().int() });

/** The staff report's pack figures (all time), and per pack. */
export const packReportSchema = z.object({
  packsSold: z.number().int(),
  /** Dollars taken for packs. */
  revenue: z.number(),
  creditsSold: z.number().int(),
  creditsUsed: z.number().int(),
  creditsExpired: z.number().int(),
  creditsOutstanding: z.number().int(),
  /** Dollars of credits not used yet: revenue not yet earned. */
  outstandingValue: z.number(),
  packs: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      sold: z.number().int(),
      revenue: z.number(),
      creditsUsed: z.number().int(),
      creditsOutstanding: z.number().int(),
      outstandingValue: z.number(),
    }),
  ),
});
export type PackReport = z.infer<typeof packReportSchema>;

/**
 * What the credit at `index` (0-based) of a pack is worth, in cents: the price shared over the
 * credits with the odd cents spread among them, so a pack's credits always add up to its price.
 */
export function creditValueCents(priceCents: number, credits: number, index: number): number {
  return Math.floor((priceCents * (index + 1)) / credits) - Math.floor((priceCents * index) / credits);
}

const tags = ['packs'];
const purchaseResultSchema = z.object({ message: z.string(), grant: creditGrantSchema });

/** Every JSON endpoint of session packs (decision 032); the CSV report is a download, outside. */
export const packsApi = {
  /** The packs on sale (public). */
  list: endpoint({ method: 'GET', path: '/api/packs', response: z.array(packSchema), tags }),
  /** The payment intent for a pack, created when its checkout opens. */
  intent: endpoint({
    method: 'POST',
    path: '/api/packs/:id/payment-intent',
    params: idParams,
    body: packIntentSchema,
    response: packIntentResultSchema,
    access: 'user',
    tags,
  }),
  /** The credits for a succeeded payment (a second call for the same payment answers the same grant). */
  purchase: endpoint({
    method: 'POST',
    path: '/api/packs/:id/purchase',
    params: idParams,
    body: packPurchaseSchema,
    response: purchaseResultSchema,
    access: 'user',
    tags,
  }),
  /** The member's credits. */
  credits: endpoint({ method: 'GET', path: '/api/credits', response: creditsSchema, access: 'user', tags }),
  staffList: endpoint({ method: 'GET', path: '/api/staff/packs', response: z.array(staffPackSchema), access: 'staff', tags }),
  staffCreate: endpoint({ method: 'POST', path: '/api/staff/packs', body: packInputSchema, response: staffPackSchema, status: 201, access: 'staff', tags }),
  staffUpdate: endpoint({
    method: 'PATCH',
    path: '/api/staff/packs/:id',
    params: idParams,
    body: packUpdateSchema,
    response: staffPackSchema,
    access: 'staff',
    tags,
  }),
  report: endpoint({ method: 'GET', path: '/api/staff/reports/packs', response: packReportSchema, access: 'staff', tags }),
  /** The same report as a CSV file, a download. */
  reportCsv: endpoint({ method: 'GET', path: '/api/staff/reports/packs.csv', file: 'text/csv; charset=utf-8', access: 'staff', tags }),
};
