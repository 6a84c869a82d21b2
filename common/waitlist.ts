import { z } from 'zod';
import { id, int } from './input.ts';
import { refsOf } from './messages/index.ts';

/**
 * Waitlists of full training sessions (issue 18, decision 027). A member joins the line of a full
 * session; when a place frees, the first in line gets an offer: the place is held for them for
 * `offerWindowMs` and they pay (or decline). Places freed while anyone waits are the line's: nobody
 * else can take them. Its messages are the catalogue's `waitlist` ids (common/messages/waitlist.ts).
 */
const M = refsOf('waitlist');

/** How long an offer holds a place at most. */
export const OFFER_HOURS = 2;
const HOUR = 3600_000;
const MINUTE = 60_000;

/**
 * How long a place offered now is held: two hours, but never more than half the time left before
 * the start (so the next in line still has a chance), at least 15 minutes or until the start when
 * that is sooner; none once the session has started (0).
 */
export function offerWindowMs(startsAt: Date, now: Date): number {
  const left = startsAt.getTime() - now.getTime();
  if (left <= 0) return 0;
  return Math.min(OFFER_HOURS * HOUR, Math.max(left / 2, Math.min(15 * MINUTE, left)));
}

export const joinWaitlistSchema = z.object({
  sessionId: id(M.chooseSession),
  /** Parents: the linked athlete the place is for. */
  athleteId: id().optional(),
  /** Book and charge the default saved card as soon as a place is offered. */
  autoBook: z.boolean().optional(),
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

export const WAITLIST_STATUSES = ['WAITING', 'OFFERED', 'BOOKED', 'LEFT', 'EXPIRED', 'CLOSED'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first in line; null once a place is offered. */
  position: z.number().int().nullable(),
  /** Until when an offered place is held (ISO); null while waiting. */
  offerExpiresAt: z.string().nullable(),
  autoBook: z.boolean(),
  athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  session: z.object({
    date: z.string(),
    time: z.string(),
    startsAt: z.string(),
    sessionTitle: z.string().nullable(),
    location: z.string(),
    programId: z.number().int(),
    programName: z.string(),
    price: z.number(),
  }),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** A session's line as staff see it beside the roster. */
export const staffWaitlistEntrySchema = z.object({
  id: z.number().int(),
  status: z.enum(WAITLIST_STATUSES),
  position: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
  autoBook: z.boolean(),
  joinedAt: z.string(),
  athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type StaffWaitlistEntry = z.infer<typeof staffWaitlistEntrySchema>;

export const moveWaitlistSchema = z.object({ position: int({ error: M.choosePlace }).min(1, M.choosePlace) });
