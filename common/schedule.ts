import { z } from 'zod';
import { ageGroupFields, ageOrderIssue, ageOrderOk, ageRangeSchema, confirmOutsideRangeField, outsideBookingSchema } from './age-groups.ts';
import { endpoint } from './endpoint.ts';
import { clockTime, id, idParams, isoDate, partialUpdate, spanishText, text } from './input.ts';
import { msg } from './messages/index.ts';

const time = clockTime();
const date = isoDate();

/** What staff send to create a session, a weekly series of them, or to edit one (formerly in common/staff.ts). */
export const sessionInputSchema = z
  .object({
    programId: id(),
    date,
    time,
    capacity: z.coerce.number().int().min(1, msg('schedule.capacityMin')).max(500),
    location: text().min(1, msg('schedule.locationRequired')).max(120),
    coachId: id().optional().nullable(),
    sessionTitle: text().max(120).optional().nullable(),
    /** Optional Spanish title and location (decision 066): readers of Spanish see them, else the English. */
    sessionTitleEs: spanishText(120),
    locationEs: spanishText(120),
    /** The session's own age group (issue 29); both empty takes the program's. */
    ...ageGroupFields,
  })
  .refine(ageOrderOk, ageOrderIssue);

export const seriesInputSchema = z
  .object({
    programId: id(),
    /** 0 = Sunday ... 6 = Saturday. */
    weekdays: z.array(z.coerce.number().int().min(0).max(6)).min(1, msg('schedule.weekdays')),
    time,
    startDate: date,
    untilDate: date,
    capacity: z.coerce.number().int().min(1).max(500),
    location: text().min(1, msg('schedule.locationRequired')).max(120),
    coachId: id().optional().nullable(),
    sessionTitle: text().max(120).optional().nullable(),
    /** Optional Spanish title and location (decision 066): readers of Spanish see them, else the English. */
    sessionTitleEs: spanishText(120),
    locationEs: spanishText(120),
    /** Each session's own age group (issue 29); both empty takes the program's. */
    ...ageGroupFields,
  })
  .refine(ageOrderOk, ageOrderIssue);

export const sessionUpdateSchema = z
  .object({
    /** 'one' edits this occurrence; 'following' this one and the rest of its series. */
    scope: z.enum(['one', 'following']).default('one'),
    time: time.optional(),
    capacity: z.coerce.number().int().min(1).max(500).optional(),
    location: text().min(1).max(120).optional(),
    coachId: id().optional().nullable(),
    sessionTitle: text().max(120).optional().nullable(),
    /** Optional Spanish title and location (decision 066): readers of Spanish see them, else the English. */
    sessionTitleEs: spanishText(120),
    locationEs: spanishText(120),
    /** The age group override (issue 29): null clears a side; the server checks the order against a side not sent. */
    ...ageGroupFields,
    /** Save even though the new range leaves out athletes already booked (their bookings are kept). */
    ...confirmOutsideRangeField,
  })
  .refine(ageOrderOk, ageOrderIssue);

/** A session as the staff's calendar lists it (cancelled ones too). */
export const staffSessionSchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  programName: z.string(),
  seriesId: z.number().int().nullable(),
  date: z.string(),
  time: z.string(),
  /** The start as an instant (ISO): when check-in and no-show marks open. */
  startsAt: z.string(),
  sessionTitle: z.string().nullable(),
  location: z.string(),
  /** Their Spanish versions (decision 066; null: the English shows). */
  sessionTitleEs: z.string().nullable(),
  locationEs: z.string().nullable(),
  coachId: z.number().int().nullable(),
  totalSpots: z.number().int(),
  availableSpots: z.number().int(),
  status: z.enum(['ACTIVE', 'CANCELLED']),
  /** The session's own age group (issue 29; both null takes the program's). */
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  /** The ages it is for: its own, else its program's; null when open to every age. */
  ageGroup: ageRangeSchema.nullable(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** A new session (created 1) or series (created: its sessions). */
export const createdSessionsSchema = z.object({ id: z.number().int(), created: z.number().int() });

const tags = ['schedule'];

/** The staff's schedule (decision 032): sessions from a day on, new sessions and series, edits. */
export const scheduleApi = {
  /** Sessions from `from` (default today) on, by start. */
  staffSessions: endpoint({
    method: 'GET',
    path: '/api/staff/sessions',
    query: z.object({ from: isoDate().optional() }),
    response: z.array(staffSessionSchema),
    access: 'staff',
    tags,
  }),
  createSession: endpoint({
    method: 'POST',
    path: '/api/staff/sessions',
    body: sessionInputSchema,
    response: createdSessionsSchema,
    status: 201,
    access: 'staff',
    tags,
  }),
  /** A weekly series, expanded into its sessions (past dates skipped). */
  createSeries: endpoint({
    method: 'POST',
    path: '/api/staff/series',
    body: seriesInputSchema,
    response: createdSessionsSchema,
    status: 201,
    access: 'staff',
    tags,
  }),
  /** This session ('one') or it and the rest of its series ('following'). */
  updateSession: endpoint({
    method: 'PATCH',
    path: '/api/staff/sessions/:id',
    params: idParams,
    body: partialUpdate(sessionUpdateSchema, ['scope', 'confirmOutsideRange']),
    /** How many sessions changed, and the booked athletes a new age group leaves out (bookings kept). */
    response: z.object({ updated: z.number().int(), outsideRange: z.array(outsideBookingSchema) }),
    access: 'staff',
    tags,
  }),
};
