import { z } from 'zod';
import { id, int, text } from './input.ts';
import { PROGRAM_TYPES } from './programs.ts';

export const BOOKING_MESSAGES = {
  full: 'This session is full. Please choose another session.',
  notBookable: 'This session can no longer be booked.',
  alreadyBooked: 'This athlete is already booked into this session.',
  filledDuringPayment: 'This session filled up before your payment completed. Your payment has been refunded.',
  cancelledDuringPayment: 'This session was cancelled before your payment completed. Your payment has been refunded.',
  startedDuringPayment: 'This session started before your payment completed. Your payment has been refunded.',
  bookedDuringPayment: 'This athlete was already booked into this session. Your payment has been refunded.',
  detailsRequired: 'Before booking, we need the athlete\'s emergency contact and a signed liability waiver.',
  paidElsewhere: 'This booking was just paid for in another checkout. Check My Training Sessions.',
  inProgress: 'A booking for this athlete and session is already in progress. Please try again in a moment.',
  paymentNotFound: 'We could not find a completed payment for this session. Please pay first.',
  paymentNotSucceeded: 'Your payment has not gone through yet. Please complete the payment first.',
  chooseAthlete: 'Please choose which of your athletes this booking is for.',
  notLinked: 'You can only book for athletes linked to your account.',
} as const;

/** The 409 body of POST /api/create-payment-intent when the athlete has no emergency contact or signed waiver yet. */
export const DETAILS_REQUIRED_CODE = 'athlete_details_required';
export const detailsRequiredSchema = z.object({ message: z.string(), code: z.literal(DETAILS_REQUIRED_CODE), athleteId: z.number().int().positive() });

export const createPaymentIntentSchema = z.object({
  /** Shown by the browser; the server always charges the program's price. */
  amount: z.coerce.number().optional(),
  programId: id().optional(),
  sessionId: id('Please choose a session to book.'),
  description: text().max(200).optional(),
  paymentMethodId: text().max(200).optional(),
  /** Parents: the linked athlete the booking is for. */
  athleteId: id().optional(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

export const paymentIntentResultSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
  holdExpiresAt: z.string(),
});
export type PaymentIntentResult = z.infer<typeof paymentIntentResultSchema>;

export const sessionBookingSchema = z.object({
  sessionId: id(),
  status: z.literal('CONFIRMED').default('CONFIRMED'),
  paymentIntentId: text().max(200).optional(),
});
export const sessionBookingResultSchema = z.object({ id: z.number().int(), message: z.string() });

export const bookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(['CONFIRMED', 'PENDING', 'CANCELLED']),
  amountPaid: z.number(),
  refunded: z.number(),
  /** Paid with a session pack credit (amountPaid is its value; refunded is the value returned as a credit). */
  paidWithCredit: z.boolean().optional(),
  createdAt: z.string(),
  payerId: z.number().int(),
  athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  session: z.object({
    id: z.number().int(),
    date: z.string(),
    time: z.string(),
    startsAt: z.string(),
    sessionTitle: z.string().nullable(),
    location: z.string(),
    coachName: z.string().nullable(),
    coach: z.object({ name: z.string() }).nullable(),
    program: z.object({ id: z.number().int(), name: z.string(), description: z.string(), price: z.number(), type: z.enum(PROGRAM_TYPES) }),
  }),
});
export type Booking = z.infer<typeof bookingSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  cardExpMonth: z.number().int(),
  cardExpYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const savePaymentMethodSchema = z.object({
  paymentMethodId: text().min(1).max(200),
  setAsDefault: z.boolean().default(false),
});

export const paymentConfigSchema = z.object({
  provider: z.enum(['offline', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The offline test provider's card form (what Stripe.js would send to Stripe). */
export const testConfirmSchema = z.union([
  z.object({
    clientSecret: text().min(1).max(500),
    card: z.object({
      number: text().min(1, 'Your card number is incomplete.').max(30),
      expMonth: int(),
      expYear: int(),
      cvc: text().max(4),
    }),
  }),
  z.object({ clientSecret: text().min(1).max(500), paymentMethodId: text().min(1).max(200) }),
]);
export type TestConfirmInput = z.infer<typeof testConfirmSchema>;
export const testConfirmResultSchema = z.object({
  status: z.string(),
  paymentIntentId: z.string(),
  paymentMethodId: z.string().nullable(),
});
