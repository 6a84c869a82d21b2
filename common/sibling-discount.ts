import { z } from 'zod';
import { msg } from './messages/index.ts';

/**
 * The sibling discount (issue 29, decision 044): a percentage staff set (0-90; 0 = none) taken off
 * a program session's price when a parent pays by card for a linked child who is not their first
 * (earliest-linked) one, while two or more are linked. The server fixes it on the payment when the
 * payment intent is made; the browser only shows what the server answered.
 */
export const SIBLING_DISCOUNT_MAX = 90;

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
    .number({ error: msg('siblingDiscount.percentRange') })
    .int(msg('siblingDiscount.percentRange'))
    .min(0, msg('siblingDiscount.percentRange'))
    .max(SIBLING_DISCOUNT_MAX, msg('siblingDiscount.percentRange')),
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
