import { z } from 'zod';
import {
  ageExceptionInputSchema,
  ageExceptionSchema,
  athleteChoiceSchema,
  athleteSearchQuerySchema,
  eligibilityQuerySchema,
  eligibilitySchema,
  sessionAgeExceptionsSchema,
} from './age-groups.ts';
import { messageSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { id, idParams, text } from './input.ts';
import { msg, type MessageRef } from './messages/index.ts';
import { bookWithCreditResultSchema, bookWithCreditSchema } from './packs.ts';
import { PROGRAM_TYPES } from './programs.ts';
import { siblingDiscountSchema } from './sibling-discount.ts';
import { joinWaitlistSchema, moveWaitlistSchema, staffWaitlistEntrySchema, waitlistEntrySchema } from './waitlist.ts';

/** The staff's roster, attendance marks and reports (formerly in common/staff.ts). */
export const attendanceSchema = z.object({ attendance: z.enum(['CHECKED_IN', 'NO_SHOW']).nullable() });

export const rosterEntrySchema = z.object({
  bookingId: z.number().int(),
  athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  attendance: z.enum(['CHECKED_IN', 'NO_SHOW']).nullable(),
  /** The highest waiver version signed for the athlete (null: never signed), and whether it is the latest (decision 043). */
  waiverVersion: z.number().int().nullable(),
  waiverCurrent: z.boolean(),
  /** The language that signature was made in (null: never signed, or signed before it was kept). */
  waiverLanguage: z.enum(['en', 'es']).nullable(),
  emergencyContact: z.object({ name: z.string(), phone: z.string(), relation: z.string() }).nullable(),
});

export const reportRowSchema = z.object({
  week: z.string(),
  programId: z.number().int(),
  programName: z.string(),
  bookings: z.number().int(),
  revenue: z.number(),
});

/** Staff can check an athlete in from this long before the session starts (not days ahead). */
export const CHECK_IN_OPENS_MINUTES = 60;

/**
 * Why an attendance mark cannot be set yet (a catalogue reference, decision 071), or null: a
 * check-in opens 1 hour before the start, a no-show only once the session has started; clearing a
 * mark is always allowed.
 */
export function attendanceRefusal(attendance: 'CHECKED_IN' | 'NO_SHOW' | null, startsAt: Date, now: Date): MessageRef | null {
  const minutesToStart = (startsAt.getTime() - now.getTime()) / 60_000;
  if (attendance === 'CHECKED_IN' && minutesToStart > CHECK_IN_OPENS_MINUTES) return msg('checkIn.opensBefore', { minutes: CHECK_IN_OPENS_MINUTES });
  if (attendance === 'NO_SHOW' && minutesToStart > 0) return msg('checkIn.noShowEarly');
  return null;
}

/** The 409 body of POST /api/create-payment-intent when the athlete has no emergency contact or signed waiver yet (`bookings.detailsRequired`). */
export const DETAILS_REQUIRED_CODE = 'athlete_details_required';
export const detailsRequiredSchema = z.object({ message: z.string(), code: z.literal(DETAILS_REQUIRED_CODE), athleteId: z.number().int().positive() });

export const createPaymentIntentSchema = z.object({
  /** Shown by the browser; the server always charges the program's price. */
  amount: z.coerce.number().optional(),
  programId: id().optional(),
  sessionId: id(msg('bookings.chooseSession')),
  description: text().max(200).optional(),
  paymentMethodId: text().max(200).optional(),
  /** Parents: the linked athlete the booking is for. */
  athleteId: id().optional(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

export const paymentIntentResultSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** What this checkout charges (fixed on its payment when the intent was made). */
  amount: z.number(),
  holdExpiresAt: z.string(),
  /** The sibling discount in that amount (decision 044); null when none applies. */
  siblingDiscount: siblingDiscountSchema.nullable().optional(),
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
  /** The session pack whose credit paid for it: "Paid with 1 credit from 10-Session Pack" (issue 29). */
  creditPack: z.string().nullable().optional(),
  createdAt: z.string(),
  payerId: z.number().int(),
  /** What its QR code holds and the front desk may type: 8 hex digits, shown as "3F9A-C21B" (decision 057). */
  checkInCode: z.string(),
  /** Recorded at the session: checked in (by code or by staff) or a no-show; null until then. */
  attendance: z.enum(['CHECKED_IN', 'NO_SHOW']).nullable(),
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

/** POST /api/session-bookings/:id/cancel: the refund (full 24 hours or more ahead, none later). */
export const cancelResultSchema = z.object({
  message: z.string(),
  refunded: z.number(),
  /** 'full' when cancelled 24 hours or more ahead, 'none' otherwise. */
  refundPolicy: z.enum(['full', 'none']),
  /** Booked with a session pack credit: whether it came back (24 hours or more ahead). */
  creditReturned: z.boolean().optional(),
});

export const rescheduleSchema = z.object({ newSessionId: id(msg('bookings.chooseNewSession')) });
/** POST /api/session-bookings/:id/reschedule: the booking's new session. */
export const rescheduleResultSchema = z.object({ message: z.string(), sessionId: z.number().int() });
/** GET /api/session-bookings/:id/reschedule-options: the sessions the booking may move to (spots aside). */
export const rescheduleTargetsSchema = z.object({ sessionIds: z.array(z.number().int()) });
/** POST /api/staff/sessions/:id/cancel: how many bookings were refunded. */
/** Bookings refunded in full, and session credits returned to their packs (credit bookings are never refunded as money). */
export const cancelSessionResultSchema = z.object({ message: z.string(), refunded: z.number().int(), creditsReturned: z.number().int() });
/** GET /api/staff/reports?weeks=N: the last N weeks (8 unless said). */
export const reportsQuerySchema = z.object({ weeks: z.coerce.number().int().min(1).max(104).default(8) });

const tags = ['bookings'];
const waitlistTags = ['waitlist'];
const ageTags = ['age groups'];

/**
 * The bookings feature's endpoints (decision 032): a booking's hold and payment, the member's list,
 * cancel and reschedule, waitlists (decision 027), and the staff's roster, attendance and reports.
 * Not JSON, so written by hand in server/features/bookings/routes.ts: a booking's calendar file
 * (GET /api/session-bookings/:id/calendar.ics) and the bookings CSV (GET /api/staff/reports/bookings.csv).
 */
export const bookingsApi = {
  /** Holds a place and creates (or resumes) the payment for it; safe to repeat (athletes and parents). */
  paymentIntent: endpoint({
    method: 'POST',
    path: '/api/create-payment-intent',
    body: createPaymentIntentSchema,
    response: paymentIntentResultSchema,
    roles: ['ATHLETE', 'PARENT'],
    tags,
  }),
  mine: endpoint({ method: 'GET', path: '/api/my-bookings', response: z.array(bookingSchema), access: 'user', tags }),
  /** Books the session that has just been paid for (a second call for the same payment answers the same booking). */
  create: endpoint({ method: 'POST', path: '/api/session-bookings', body: sessionBookingSchema, response: sessionBookingResultSchema, access: 'user', tags }),
  withCredit: endpoint({
    method: 'POST',
    path: '/api/session-bookings/with-credit',
    body: bookWithCreditSchema,
    response: bookWithCreditResultSchema,
    roles: ['ATHLETE', 'PARENT'],
    tags,
  }),
  cancel: endpoint({ method: 'POST', path: '/api/session-bookings/:id/cancel', params: idParams, response: cancelResultSchema, access: 'user', tags }),
  reschedule: endpoint({
    method: 'POST',
    path: '/api/session-bookings/:id/reschedule',
    params: idParams,
    body: rescheduleSchema,
    response: rescheduleResultSchema,
    access: 'user',
    tags,
  }),
  rescheduleTargets: endpoint({
    method: 'GET',
    path: '/api/session-bookings/:id/reschedule-options',
    params: idParams,
    response: rescheduleTargetsSchema,
    access: 'user',
    tags,
  }),
  myWaitlist: endpoint({ method: 'GET', path: '/api/waitlist', response: z.array(waitlistEntrySchema), access: 'user', tags: waitlistTags }),
  joinWaitlist: endpoint({
    method: 'POST',
    path: '/api/waitlist',
    body: joinWaitlistSchema,
    response: waitlistEntrySchema,
    status: 201,
    roles: ['ATHLETE', 'PARENT'],
    tags: waitlistTags,
  }),
  leaveWaitlist: endpoint({ method: 'DELETE', path: '/api/waitlist/:id', params: idParams, response: messageSchema, access: 'user', tags: waitlistTags }),
  /** Staff: cancels a session, every booking refunded. */
  cancelSession: endpoint({
    method: 'POST',
    path: '/api/staff/sessions/:id/cancel',
    params: idParams,
    response: cancelSessionResultSchema,
    access: 'staff',
    tags,
  }),
  roster: endpoint({ method: 'GET', path: '/api/staff/sessions/:id/roster', params: idParams, response: z.array(rosterEntrySchema), access: 'staff', tags }),
  sessionWaitlist: endpoint({
    method: 'GET',
    path: '/api/staff/sessions/:id/waitlist',
    params: idParams,
    response: z.array(staffWaitlistEntrySchema),
    access: 'staff',
    tags: waitlistTags,
  }),
  moveInLine: endpoint({
    method: 'POST',
    path: '/api/staff/waitlist/:id/move',
    params: idParams,
    body: moveWaitlistSchema,
    response: messageSchema,
    access: 'staff',
    tags: waitlistTags,
  }),
  offerPlace: endpoint({
    method: 'POST',
    path: '/api/staff/waitlist/:id/offer',
    params: idParams,
    response: messageSchema,
    access: 'staff',
    tags: waitlistTags,
  }),
  /** Whom the member may book this session for, by its age group (issue 29): the checkout's choice of athlete. */
  eligibility: endpoint({
    method: 'GET',
    path: '/api/booking-eligibility',
    query: eligibilityQuerySchema,
    response: eligibilitySchema,
    access: 'user',
    tags: ageTags,
  }),
  /** Staff: a session's age group and the exceptions to it (issue 29). */
  ageExceptions: endpoint({
    method: 'GET',
    path: '/api/staff/sessions/:id/age-exceptions',
    params: idParams,
    response: sessionAgeExceptionsSchema,
    access: 'staff',
    tags: ageTags,
  }),
  /** Staff let one athlete book this session outside its age group, once (audited). */
  grantAgeException: endpoint({
    method: 'POST',
    path: '/api/staff/sessions/:id/age-exceptions',
    params: idParams,
    body: ageExceptionInputSchema,
    response: ageExceptionSchema,
    status: 201,
    access: 'staff',
    tags: ageTags,
  }),
  /** Staff revoke an exception no booking has used (audited). */
  revokeAgeException: endpoint({
    method: 'POST',
    path: '/api/staff/age-exceptions/:id/revoke',
    params: idParams,
    response: messageSchema,
    access: 'staff',
    tags: ageTags,
  }),
  /** Staff: athletes by name or e-mail (at most 20), to choose whom an exception is for. */
  athletes: endpoint({
    method: 'GET',
    path: '/api/staff/athletes',
    query: athleteSearchQuerySchema,
    response: z.array(athleteChoiceSchema),
    access: 'staff',
    tags: ageTags,
  }),
  attendance: endpoint({
    method: 'POST',
    path: '/api/staff/bookings/:id/attendance',
    params: idParams,
    body: attendanceSchema,
    response: messageSchema,
    access: 'staff',
    tags,
  }),
  reports: endpoint({ method: 'GET', path: '/api/staff/reports', query: reportsQuerySchema, response: z.array(reportRowSchema), access: 'staff', tags }),
  /** The bookings report as a CSV file, a download. */
  reportCsv: endpoint({ method: 'GET', path: '/api/staff/reports/bookings.csv', file: 'text/csv; charset=utf-8', access: 'staff', tags }),
  /** One booking as a calendar file (its owner, or the parent who booked it). */
  calendarFile: endpoint({
    method: 'GET',
    path: '/api/session-bookings/:id/calendar.ics',
    params: idParams,
    file: 'text/calendar; charset=utf-8',
    access: 'user',
    tags,
  }),
};
