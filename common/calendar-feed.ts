import { z } from 'zod';
import { messageSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';

/**
 * The personal calendar feed (issue 32): a subscribable address (webcal) with a secret that only
 * its owner has, listing their booked sessions (a parent's: their children's too) and pickup games,
 * following cancellations and moves. Making a new address stops the old one; the feed can be stopped.
 */

/** How far back cancelled and past events stay in the feed (so calendars remove or keep them). */
export const FEED_PAST_DAYS = 60;

export const calendarFeedSchema = z.object({
  /** Whether a feed exists, and since when (its address is shown only when made). */
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export const calendarFeedCreatedSchema = z.object({
  message: z.string(),
  /** https address of the feed, and the same as webcal:// (which calendar apps subscribe to). */
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});

const tags = ['calendar-feed'];

export const calendarFeedApi = {
  get: endpoint({ method: 'GET', path: '/api/account/calendar-feed', response: calendarFeedSchema, access: 'user', tags }),
  /** Makes the address, or a new one in place of the old (which stops working). */
  create: endpoint({ method: 'POST', path: '/api/account/calendar-feed', response: calendarFeedCreatedSchema, status: 201, access: 'user', tags }),
  stop: endpoint({ method: 'DELETE', path: '/api/account/calendar-feed', response: messageSchema, access: 'user', tags }),
  /** The feed itself (`<token>.ics`, text/calendar): calendar apps fetch it without cookies, the secret is the proof. */
  feed: endpoint({ method: 'GET', path: '/api/calendar/:file', params: z.object({ file: z.string() }), file: 'text/calendar; charset=utf-8', tags }),
};

/** The feed itself (text/calendar, not JSON): the token is the proof. */
export const CALENDAR_FEED_PATH = '/api/calendar/:token.ics';
