import { CANCEL_NOTICE_HOURS } from '../../../common/member.ts';

const HOUR = 3600_000;

/**
 * What a member's cancellation gives back (docs/design.md section 4): 24 hours or more before the
 * start, everything not yet refunded (for a credit booking, the credit, whose value is its amount);
 * later, nothing. cancelBooking applies it, and the account deletion preview reads it, so what the
 * preview promises is what a cancellation then owes (issue 29).
 */
export function refundDueOnCancel(booking: { amountCents: number; refundedCents: number }, startsAt: Date, now: Date): number {
  return startsAt.getTime() - now.getTime() >= CANCEL_NOTICE_HOURS * HOUR ? booking.amountCents - booking.refundedCents : 0;
}
