import { z } from 'zod';

/**
 * The sibling discount (issue 29, decision 044): a percentage staff set (0-90; 0 = none) taken off
 * a program session's price when a parent pays by card for a linked child who is not their first
 * (earliest-linked) one, while two or more are linked. The server fixes it on the payment when the
 * payment intent is made; the browser only shows what the server answered.
 */
export const SIBLING_DISCOUNT_MAX = 90;

export const SIBLING_MESSAGES = {
  percentRange: 'The sibling discount must be a whole number from 0 to 90.',
  saved: 'The sibling discount was saved. New checkouts use it; payments already started keep their price.',
} as const;

/** What a session payment's price was made of: the program's list price, the percent and the cents taken off. */
export const siblingDiscountSchema = z.object({
  percent: z.number().int(),
  listCents: z.number().int(),
  discountCents: z.number().int(),
});
export type SiblingDiscount = z.infer<typeof siblingDiscountSchema>;

/** Staff: PUT /api/staff/settings. Only whole numbers 0-90, as a JSON number. */
export const facilitySettingsInputSchema = z.object({
  siblingDiscountPercent: z
    .number({ error: SIBLING_MESSAGES.percentRange })
    .int(SIBLING_MESSAGES.percentRange)
    .min(0, SIBLING_MESSAGES.percentRange)
    .max(SIBLING_DISCOUNT_MAX, SIBLING_MESSAGES.percentRange),
});
export type FacilitySettingsInput = z.infer<typeof facilitySettingsInputSchema>;

export const facilitySettingsSchema = z.object({
  siblingDiscountPercent: z.number().int(),
  updatedAt: z.string(),
  /** The staff member who saved it last (null before anyone has, or once their account is gone). */
  updatedBy: z.string().nullable(),
});
export type FacilitySettings = z.infer<typeof facilitySettingsSchema>;
export const saveSettingsAnswerSchema = z.object({ message: z.string(), settings: facilitySettingsSchema });
