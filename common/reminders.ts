import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { msg } from './messages/index.ts';

/**
 * Session reminders (issue 32, decision 048): e-mails at offsets staff set (hours before the start),
 * to the athlete and every linked parent, each in their language, outside their quiet hours, with
 * two single-use links that need no sign-in: "I'll be there" and "Can't make it".
 */

/** A mobile number as typed ("+1 (555) 555-0123") in E.164 ("+15555550123"), or null when it cannot be one. */
export function e164(typed: string): string | null {
  const compact = typed.trim().replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

/** Staff's offsets when none were saved, and the members' quiet hours when they chose none (docs/design.md section 9). */
export const DEFAULT_REMINDER_OFFSETS = [48];
/** Push reminders' offsets when staff saved none (decision 058). */
export const DEFAULT_PUSH_OFFSETS = [2];
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '08:00' } as const;
export const MAX_REMINDER_OFFSET_HOURS = 336;
export const MAX_REMINDER_OFFSETS = 5;

/** A reminder link's token: 32 random bytes, base64url (43 characters). */
export const REMINDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const reminderTokenParams = z.object({
  token: z.string({ error: msg('reminders.linkInvalid') }).regex(REMINDER_TOKEN_PATTERN, msg('reminders.linkInvalid')),
});

/**
 * Where a link stands: OPEN (unanswered, the session still to come), CONFIRMED or CANCELLED (this
 * link was used for that answer: it works once), EXPIRED (the session started), MOVED (the booking
 * is in another session now), BOOKING_CANCELLED (cancelled some other way).
 */
export const REMINDER_LINK_STATES = ['OPEN', 'CONFIRMED', 'CANCELLED', 'EXPIRED', 'MOVED', 'BOOKING_CANCELLED'] as const;
export type ReminderLinkState = (typeof REMINDER_LINK_STATES)[number];

export const reminderLinkSchema = z.object({
  /** A booked session's reminder, or a pickup game's (then `booking` is the game: its title as `program`, the player as `athlete`; "Can't make it" leaves the game). */
  subject: z.enum(['SESSION', 'GAME']),
  state: z.enum(REMINDER_LINK_STATES),
  /** This request gave the answer (a thank-you); false when the link had been used or cannot be. */
  answeredNow: z.boolean(),
  /** The recipient's language: the page is shown in it. */
  language: z.enum(['en', 'es']),
  booking: z.object({
    id: z.number().int(),
    program: z.string(),
    sessionTitle: z.string().nullable(),
    /** Facility-local date and time (YYYY-MM-DD, HH:MM:SS). */
    date: z.string(),
    time: z.string(),
    location: z.string(),
    athlete: z.string(),
  }),
  /**
   * What cancelling now gives back under the 24-hour rule: the amount (dollars) and whether it is a
   * card refund or a pack credit. `returned` false: nothing (less than 24 hours ahead). For a game,
   * `amount` is what the place was paid (0 for a free game), refunded when `returned`.
   */
  cancelNow: z.object({ returned: z.boolean(), amount: z.number(), paidWithCredit: z.boolean(), pack: z.string().nullable(), noticeHours: z.number().int() }),
  /** After "Can't make it" was confirmed through this link: what was given back. */
  cancelled: z.object({ refunded: z.number(), creditReturned: z.boolean(), paidWithCredit: z.boolean() }).nullable(),
});
export type ReminderLink = z.infer<typeof reminderLinkSchema>;

const quietTime = z.string({ error: msg('reminders.quietTime') }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('reminders.quietTime'));

export const reminderPreferencesSchema = z.object({
  emailEnabled: z.boolean(),
  /** Push reminders to the devices turned on (decision 058); left out of a save: unchanged. */
  pushEnabled: z.boolean().optional(),
  /** Text reminders (decision 061) at the push offsets, to `smsPhone`; left out of a save: unchanged. */
  smsEnabled: z.boolean().optional(),
  /** E.164 (+15555550123), or null: no number. */
  smsPhone: z.string().nullable().optional(),
  /** Facility time, HH:MM; null: no quiet hours. */
  quietHours: z
    .object({ start: quietTime, end: quietTime })
    .refine((q) => q.start !== q.end, msg('reminders.quietSame'))
    .nullable(),
});
/** What a member saves: the number may be typed with spaces, brackets or dashes (tidied to E.164). */
export const reminderPreferencesInputSchema = reminderPreferencesSchema.extend({
  smsPhone: z
    .string({ error: msg('reminders.smsPhone') })
    .max(30, msg('reminders.smsPhone'))
    .transform((v, c) => {
      const n = e164(v);
      if (!n) c.addIssue({ code: 'custom', message: msg('reminders.smsPhone') });
      return n ?? v;
    })
    .nullable()
    .optional(),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;
export type ReminderPreferencesInput = z.input<typeof reminderPreferencesInputSchema>;
export const preferencesAnswerSchema = z.object({ message: z.string(), preferences: reminderPreferencesSchema });

const offsetList = () =>
  z
    .array(offsetHours, { error: msg('reminders.offsetsCount') })
    .min(1, msg('reminders.offsetsCount'))
    .max(MAX_REMINDER_OFFSETS, msg('reminders.offsetsCount'))
    .refine((list) => new Set(list).size === list.length, msg('reminders.offsetsDuplicate'))
    .transform((list) => [...list].sort((a, b) => b - a));
const offsetHours = z
  .number({ error: msg('reminders.offsetRange') })
  .int(msg('reminders.offsetRange'))
  .min(1, msg('reminders.offsetRange'))
  .max(MAX_REMINDER_OFFSET_HOURS, msg('reminders.offsetRange'));
export const reminderOffsetsSchema = z.object({
  offsets: z
    .array(offsetHours, { error: msg('reminders.offsetsCount') })
    .min(1, msg('reminders.offsetsCount'))
    .max(MAX_REMINDER_OFFSETS, msg('reminders.offsetsCount'))
    .refine((list) => new Set(list).size === list.length, msg('reminders.offsetsDuplicate'))
    .transform((list) => [...list].sort((a, b) => b - a)),
  /** The push reminders' offsets (decision 058); left out: unchanged. */
  pushOffsets: offsetList().optional(),
});
export type ReminderOffsetsInput = z.input<typeof reminderOffsetsSchema>;

export const reminderMonthSchema = z.object({
  /** Facility-local month, YYYY-MM. */
  month: z.string(),
  /** Session reminders sent, every channel (one per person, reminder and channel)... */
  sent: z.number().int(),
  /** ...of which by e-mail, web push and text message. */
  email: z.number().int(),
  push: z.number().int(),
  sms: z.number().int(),
  confirmed: z.number().int(),
  /** Bookings cancelled through a reminder's "Can't make it". */
  cancelled: z.number().int(),
  /** Pickup game reminders and "your offer lapses in 30 minutes" reminders sent (issue 32). */
  pickup: z.number().int(),
  offers: z.number().int(),
});
/**
 * Per facility-local month (of the session's start) and program, the sessions that have started:
 * confirmed bookings, how many staff checked in or marked no-show, and the no-show rate among those
 * marked (null when none was).
 */
export const attendanceRowSchema = z.object({
  month: z.string(),
  program: z.string(),
  booked: z.number().int(),
  checkedIn: z.number().int(),
  noShow: z.number().int(),
  noShowRate: z.number().nullable(),
});
export const staffRemindersSchema = z.object({
  offsets: z.array(z.number().int()),
  pushOffsets: z.array(z.number().int()),
  months: z.array(reminderMonthSchema),
  attendance: z.array(attendanceRowSchema),
});
export type StaffReminders = z.infer<typeof staffRemindersSchema>;
export const offsetsAnswerSchema = z.object({ message: z.string(), offsets: z.array(z.number().int()), pushOffsets: z.array(z.number().int()) });

const tags = ['reminders'];

export const remindersApi = {
  /** What a reminder link is about and where it stands (no sign-in: the token is the proof). */
  link: endpoint({ method: 'GET', path: '/api/reminders/:token', params: reminderTokenParams, response: reminderLinkSchema, tags }),
  /** "I'll be there": recorded once; a second use answers the state without recording again. */
  confirm: endpoint({ method: 'POST', path: '/api/reminders/:token/confirm', params: reminderTokenParams, response: reminderLinkSchema, tags }),
  /** "Can't make it", confirmed: the booking is cancelled exactly as the member's own cancel does it. */
  cancel: endpoint({ method: 'POST', path: '/api/reminders/:token/cancel', params: reminderTokenParams, response: reminderLinkSchema, tags }),
  preferences: endpoint({ method: 'GET', path: '/api/account/reminders', response: reminderPreferencesSchema, access: 'user', tags }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/api/account/reminders',
    body: reminderPreferencesInputSchema,
    response: preferencesAnswerSchema,
    access: 'user',
    tags,
  }),
  staff: endpoint({ method: 'GET', path: '/api/staff/reminders', response: staffRemindersSchema, access: 'staff', tags }),
  saveOffsets: endpoint({
    method: 'PUT',
    path: '/api/staff/reminders/offsets',
    body: reminderOffsetsSchema,
    response: offsetsAnswerSchema,
    access: 'staff',
    tags,
  }),
};
