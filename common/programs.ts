import { z } from 'zod';
import { ageGroupFields, ageOrderIssue, ageOrderOk, ageRangeSchema, confirmOutsideRangeField, outsideBookingSchema } from './age-groups.ts';
import { messageSchema } from './auth.ts';
import { windowDays } from './booking-window.ts';
import { endpoint } from './endpoint.ts';
import { id, idParams, partialUpdate, spanishText, text } from './input.ts';
import { msg } from './messages/index.ts';

export const PROGRAM_TYPES = ['BASKETBALL', 'SOCCER', 'FOOTBALL', 'SPEED_AGILITY', 'VOLLEYBALL', 'PRIVATE'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

/** Sport tabs of the programs page (part 1, 2.7) and the availability widget (2.6). */
export const SPORT_TABS: Array<{ key: 'ALL' | ProgramType; label: string }> = [
  { key: 'ALL', label: 'All Sports' },
  { key: 'BASKETBALL', label: 'Basketball' },
  { key: 'SOCCER', label: 'Soccer' },
  { key: 'FOOTBALL', label: 'Football' },
  { key: 'SPEED_AGILITY', label: 'Speed & Agility' },
];

export const PROGRAM_TYPE_LABEL: Record<ProgramType, string> = {
  BASKETBALL: 'Basketball',
  SOCCER: 'Soccer',
  FOOTBALL: 'Football',
  SPEED_AGILITY: 'Speed & Agility',
  VOLLEYBALL: 'Volleyball',
  PRIVATE: 'Private Training',
};

/** The image shown when a program's own image fails to load. */
export const DEFAULT_PROGRAM_IMAGE: Record<ProgramType, string> = {
  BASKETBALL: '/images/programs/basketball.svg',
  SOCCER: '/images/programs/soccer.svg',
  FOOTBALL: '/images/programs/football.svg',
  SPEED_AGILITY: '/images/programs/speed-agility.svg',
  VOLLEYBALL: '/images/programs/volleyball.svg',
  PRIVATE: '/images/programs/private.svg',
};

export const sessionSummarySchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  sessionTitle: z.string().nullable(),
  /** YYYY-MM-DD in the facility's time zone. */
  date: z.string(),
  /** HH:MM:SS in the facility's time zone. */
  time: z.string(),
  startsAt: z.string(),
  availableSpots: z.number().int(),
  totalSpots: z.number().int(),
  location: z.string(),
  status: z.enum(['ACTIVE', 'CANCELLED']),
  coach: z.object({ name: z.string() }).nullable(),
  /** The ages it is for (its own, else its program's; issue 29); null when open to every age. */
  ageGroup: ageRangeSchema.nullable(),
  /**
   * The days booking opens (YYYY-MM-DD, facility calendar) for everyone and, earlier, for plans with
   * priority booking (issue 32, decision 056; common/booking-window.ts); null when always open.
   */
  bookingOpens: z.object({ everyone: z.string(), priority: z.string() }).nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const programSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PROGRAM_TYPES),
  description: z.string(),
  /** Dollars, as the spec's API shows them. */
  price: z.number(),
  duration: z.number().int(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  /** The ages the program is for (issue 29); null when open to every age. A session may have its own. */
  ageGroup: ageRangeSchema.nullable(),
});
export type Program = z.infer<typeof programSchema>;

export const programWithSessionsSchema = programSchema.extend({ upcomingSessions: z.array(sessionSummarySchema) });
export type ProgramWithSessions = z.infer<typeof programWithSessionsSchema>;

export const trainingSessionSchema = sessionSummarySchema.extend({
  program: z.object({ id: z.number().int(), name: z.string(), price: z.number(), type: z.enum(PROGRAM_TYPES), duration: z.number().int() }),
  coachName: z.string().nullable(),
});
export type TrainingSession = z.infer<typeof trainingSessionSchema>;

export const formatPrice = (dollars: number) => `$${dollars.toFixed(2)}`;
export const centsToDollars = (cents: number) => Math.round(cents) / 100;

/** The staff's side of the catalogue (formerly in common/staff.ts, which issue 34 split among its owners). */
export const programInputSchema = z.object({
  name: text().min(2, msg('programs.nameMin')).max(120),
  type: z.enum(PROGRAM_TYPES),
  description: text().min(1, msg('programs.description')).max(2000),
  /** Optional Spanish versions (decision 066): readers of Spanish see them, else the English. */
  nameEs: spanishText(120),
  descriptionEs: spanishText(2000),
  /** Dollars. */
  price: z.coerce.number().min(0, msg('programs.priceNegative')).max(10_000),
  duration: z.coerce.number().int().min(15, msg('programs.durationMin')).max(600),
  imageUrl: text().max(500).optional().nullable(),
  /** Age group (issue 29): whole years 0-99, either side open (null or left out). */
  ...ageGroupFields,
  /** Booking window (issue 32, decision 056): days before a session's date booking opens for everyone; null (or left out) is always open. */
  bookingOpensDays: windowDays().nullable().optional(),
  /** How many days earlier plans with priority booking may book (default 3). */
  priorityDays: windowDays().optional(),
});
/** A new program (and the form): the minimum age not above the maximum. */
export const programCreateSchema = programInputSchema.refine(ageOrderOk, ageOrderIssue);

/** A program as staff see it: the catalogue's fields (`name` and `description` in English, their Spanish beside them), its booking window and whether it is archived. */
export const staffProgramSchema = programSchema.extend({
  nameEs: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  archived: z.boolean(),
  bookingOpensDays: z.number().int().nullable(),
  priorityDays: z.number().int(),
});

/** An edit: the age order is checked here when both ages are sent, and by the server against the stored one when one is. */
export const programUpdateSchema = partialUpdate(programInputSchema.partial().extend({ archived: z.boolean().optional(), ...confirmOutsideRangeField }), [
  'confirmOutsideRange',
]).refine(ageOrderOk, ageOrderIssue);
/** The edit's answer: the program, and the booked athletes its new age group leaves out (bookings kept; empty when none). */
export const programUpdateResultSchema = staffProgramSchema.extend({ outsideRange: z.array(outsideBookingSchema) });
export const programOrderSchema = z.object({ ids: z.array(id()).min(1).max(1000) });

const tags = ['programs'];

/** The catalogue's endpoints (decision 032): public lists (answered from the read cache) and the staff's edits. */
export const programsApi = {
  /** Programs on sale, by displayOrder then name. */
  list: endpoint({ method: 'GET', path: '/api/training-programs', response: z.array(programSchema), tags }),
  /** Programs on sale with their upcoming sessions. */
  withSessions: endpoint({ method: 'GET', path: '/api/training-programs-with-sessions', response: z.array(programWithSessionsSchema), tags }),
  /** Upcoming active sessions of programs on sale, soonest first. */
  sessions: endpoint({ method: 'GET', path: '/api/training-sessions', response: z.array(trainingSessionSchema), tags }),
  /** Every program, archived ones last, in catalogue order. */
  staffList: endpoint({ method: 'GET', path: '/api/staff/programs', response: z.array(staffProgramSchema), access: 'staff', tags }),
  staffCreate: endpoint({
    method: 'POST',
    path: '/api/staff/programs',
    body: programCreateSchema,
    response: staffProgramSchema,
    status: 201,
    access: 'staff',
    tags,
  }),
  /** Edits, archives ({archived: true}) or restores a program. */
  staffUpdate: endpoint({
    method: 'PATCH',
    path: '/api/staff/programs/:id',
    params: idParams,
    body: programUpdateSchema,
    response: programUpdateResultSchema,
    access: 'staff',
    tags,
  }),
  /** The catalogue order, first to last. */
  reorder: endpoint({ method: 'POST', path: '/api/staff/programs/reorder', body: programOrderSchema, response: messageSchema, access: 'staff', tags }),
};
