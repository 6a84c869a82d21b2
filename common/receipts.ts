import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { id, text } from './input.ts';
import { siblingDiscountSchema } from './sibling-discount.ts';
import { msg } from './messages/index.ts';

/**
 * Receipts and billing history (issue 29). A receipt is issued for each ledger movement a payer
 * should have a record of (a charge, a refund, a credit used by a booking or returned by a
 * cancellation), numbered 1, 2, 3... without gaps, after the money's transaction commits; its
 * content is frozen when issued. The billing history lists every movement of the payer's
 * payments, those without a receipt too (money kept after a late cancellation, credits bought
 * with a pack, credits expired).
 */

/** Staff resends per staff account, and per receipt, in an hour (like other mail-sending actions). */
export const RESENDS_PER_HOUR = { account: 30, receipt: 3 } as const;

export const RECEIPT_KINDS = ['PAYMENT', 'REFUND', 'CREDIT_USED', 'CREDIT_RETURNED'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The ledger's kinds (docs/decisions/019 and 029), as the billing history shows them. */
export const LEDGER_KINDS = ['CHARGE', 'REFUND', 'FORFEIT', 'CREDITS_BOUGHT', 'CREDIT_USED', 'CREDIT_RETURNED', 'CREDITS_EXPIRED'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The receipt a ledger movement gets, if any: a pack's CREDITS_BOUGHT is covered by its CHARGE's receipt. */
export const RECEIPT_FOR: Partial<Record<LedgerKind, ReceiptKind>> = {
  CHARGE: 'PAYMENT',
  REFUND: 'REFUND',
  CREDIT_USED: 'CREDIT_USED',
  CREDIT_RETURNED: 'CREDIT_RETURNED',
};

/** "R-000123": a receipt's number as people read and quote it. */
export const receiptLabel = (n: number) => `R-${String(n).padStart(6, '0')}`;

/** The number in "R-000123", "r123", "#123" or "123"; null for anything else. */
export function parseReceiptNumber(s: string): number | null {
  const m = /^\s*(?:r-?|#)?0*(\d{1,9})\s*$/i.exec(s);
  const n = m ? Number(m[1]) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The refund policy that applies to what was bought (docs/design.md 4, decisions 019 and 029):
 * a session paid by card or a pickup game is refunded in full when cancelled (or left)
 * `noticeHours` or more ahead, kept later; a credit comes back to its pack on the same terms and
 * is never refunded as money; packs and plans are not refunded; a no-show or late-cancel fee is
 * refunded only when staff forgive it (decision 060).
 */
export const REFUND_POLICIES = ['SESSION', 'CREDIT', 'PICKUP', 'PACK', 'PLAN', 'FEE'] as const;
export type RefundPolicy = (typeof REFUND_POLICIES)[number];

/** What a movement was for. Dates and times of sessions and games are the facility's wall clock; others are instants. */
export const receiptItemSchema = z.discriminatedUnion('product', [
  z.object({
    product: z.literal('SESSION'),
    program: z.string().nullable(),
    title: z.string().nullable(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    location: z.string().nullable(),
    bookingId: z.number().int().nullable(),
  }),
  z.object({
    product: z.literal('PICKUP'),
    title: z.string().nullable(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    location: z.string().nullable(),
  }),
  z.object({ product: z.literal('PACK'), packName: z.string().nullable(), credits: z.number().int().nullable(), expiresAt: z.string().nullable() }),
  z.object({
    product: z.literal('PLAN'),
    planName: z.string().nullable(),
    renewal: z.boolean(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
  }),
  /** A no-show or late-cancel fee (decision 060), with the session it was for. */
  z.object({
    product: z.literal('FEE'),
    strikeKind: z.enum(['NO_SHOW', 'LATE_CANCEL']),
    program: z.string().nullable(),
    title: z.string().nullable(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    location: z.string().nullable(),
  }),
]);
export type ReceiptItem = z.infer<typeof receiptItemSchema>;

/** The session pack credit a booking used (or got back), and what it was worth. */
export const receiptCreditSchema = z.object({ packName: z.string(), credits: z.number().int(), valueCents: z.number().int() });

/** A receipt as it was issued (frozen: a later rename or price change never rewrites it). */
export const receiptContentSchema = z.object({
  number: z.number().int(),
  kind: z.enum(RECEIPT_KINDS),
  /** When the money (or credit) moved. */
  movedAt: z.string(),
  issuedAt: z.string(),
  /** The payer's language when it was issued: the e-mail's. */
  language: z.enum(['en', 'es']),
  facility: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string(), timeZone: z.string() }),
  payer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  paymentId: z.number().int(),
  item: receiptItemSchema,
  /** Whom it was for, when not the payer's own (a parent's child) or when known: the athlete's name. */
  athlete: z.string().nullable(),
  /** Money moved, in cents (0 for a credit movement: its value is in `credit`). */
  amountCents: z.number().int(),
  /** A payment with the sibling discount (decision 044): the list price and what was taken off (absent on receipts issued before it existed). */
  siblingDiscount: siblingDiscountSchema.nullable().optional(),
  credit: receiptCreditSchema.nullable(),
  /** The card charged or refunded, where the payment's method is known. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The receipt this one follows: a refund's payment, a credit's return's use. */
  follows: z.number().int().nullable(),
  policy: z.object({ kind: z.enum(REFUND_POLICIES), noticeHours: z.number().int() }),
});
export type ReceiptContent = z.infer<typeof receiptContentSchema>;

export const receiptSchema = z.object({
  number: z.number().int(),
  kind: z.enum(RECEIPT_KINDS),
  amountCents: z.number().int(),
  createdAt: z.string(),
  emailedAt: z.string().nullable(),
  content: receiptContentSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * One movement of the payer's money or credits, with its receipt's number if it has one; or a refund
 * owed but not paid yet (`pending`: a REFUND the provider has not confirmed; its receipt follows
 * when it is paid), so a member sees it the moment it is requested.
 */
export const billingEntrySchema = z.object({
  /** The ledger movement's id; a pending refund's own id (refunds and movements are counted apart: key on `pending` too). */
  id: z.number().int(),
  pending: z.boolean(),
  at: z.string(),
  kind: z.enum(LEDGER_KINDS),
  amountCents: z.number().int(),
  item: receiptItemSchema,
  athlete: z.string().nullable(),
  /** Credit movements: how many credits, and of which pack. */
  credits: z.number().int().nullable(),
  packName: z.string().nullable(),
  receiptNumber: z.number().int().nullable(),
  /** A charge with the sibling discount (decision 044): the list price and what was taken off. */
  siblingDiscount: siblingDiscountSchema.nullable().optional(),
});
export type BillingEntry = z.infer<typeof billingEntrySchema>;
export const billingHistorySchema = z.object({ entries: z.array(billingEntrySchema) });

export const receiptParams = z.object({ number: id(msg('receipts.notFound')) });

export const staffReceiptQuerySchema = z.object({
  /** A receipt number ("R-000123" or "123"), or part of the payer's e-mail or name. */
  q: text().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const staffReceiptRowSchema = z.object({
  number: z.number().int(),
  kind: z.enum(RECEIPT_KINDS),
  amountCents: z.number().int(),
  createdAt: z.string(),
  emailedAt: z.string().nullable(),
  payerName: z.string(),
  payerEmail: z.string(),
  item: receiptItemSchema,
  athlete: z.string().nullable(),
  /** Credit receipts: how many credits moved (they move no money). */
  credits: z.number().int().nullable(),
});
export type StaffReceiptRow = z.infer<typeof staffReceiptRowSchema>;
export const staffReceiptPageSchema = z.object({
  receipts: z.array(staffReceiptRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const resendResultSchema = z.object({ message: z.string(), emailedAt: z.string() });

const tags = ['receipts'];

/** Receipts and billing history (decision 032). */
export const receiptsApi = {
  /** The signed-in payer's payments, refunds and credit movements, newest first (a parent's include what they paid for their children). */
  history: endpoint({ method: 'GET', path: '/api/billing/history', response: billingHistorySchema, access: 'user', tags }),
  /** One receipt: its payer's, or any for staff; 404 to anyone else. */
  receipt: endpoint({ method: 'GET', path: '/api/receipts/:number', params: receiptParams, response: receiptSchema, access: 'user', tags }),
  /** Staff: receipts by number, payer e-mail or name, newest first, a page at a time. */
  staffSearch: endpoint({
    method: 'GET',
    path: '/api/staff/receipts',
    query: staffReceiptQuerySchema,
    response: staffReceiptPageSchema,
    access: 'staff',
    tags,
  }),
  /** Staff: e-mails the receipt to its payer again (audited, limited). */
  staffResend: endpoint({
    method: 'POST',
    path: '/api/staff/receipts/:number/resend',
    params: receiptParams,
    response: resendResultSchema,
    access: 'staff',
    tags,
  }),
};

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
/** A card brand as the provider names it ("visa", "amex") as people read it ("Visa", "American Express"). */
export const cardBrandName = (brand: string) => BRANDS[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : brand);
