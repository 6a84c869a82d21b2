import { z } from 'zod';
import { ageGroupFields, ageOrderIssue, ageOrderOk, confirmOutsideRangeField } from './age-groups.ts';
import { clockTime, id, int, isoDate, spanishText, text } from './input.ts';

const time = clockTime();
const date = isoDate();

export const sessionInputSchema = z.object({
  programId: id(),
  date,
  time,
  capacity: z.coerce.number().int().min(1, 'Capacity must be at least 1').max(500),
  location: text().min(1, 'Location is required').max(120),
  coachId: id().optional().nullable(),
  sessionTitle: text().max(120).optional().nullable(),
  /** Optional Spanish title and location (decision 066): readers of Spanish see them, else the English. */
  sessionTitleEs: spanishText(120),
  locationEs: spanishText(120),
  /** The session's own age group (issue 29); both empty takes the program's. */
  ...ageGroupFields,
}).refine(ageOrderOk, ageOrderIssue);

export const seriesInputSchema = z.object({
  programId: id(),
  /** 0 = Sunday ... 6 = Saturday. */
  weekdays: z.array(z.coerce.number().int().min(0).max(6)).min(1, 'Choose at least one day'),
  time,
  startDate: date,
  untilDate: date,
  capacity: z.coerce.number().int().min(1).max(500),
  location: text().min(1, 'Location is required').max(120),
  coachId: id().optional().nullable(),
  sessionTitle: text().max(120).optional().nullable(),
  /** Optional Spanish title and location (decision 066): readers of Spanish see them, else the English. */
  sessionTitleEs: spanishText(120),
  locationEs: spanishText(120),
  /** Each session's own age group (issue 29); both empty takes the program's. */
  ...ageGroupFields,
}).refine(ageOrderOk, ageOrderIssue);

export const sessionUpdateSchema = z.object({
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
}).refine(ageOrderOk, ageOrderIssue);

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

export const postInputSchema = z.object({
  title: text().min(2).max(200),
  content: text().min(1).max(5000),
  imageUrl: text().max(500).optional().nullable(),
  titleEs: spanishText(200),
  contentEs: spanishText(5000),
});

export const alumniInputSchema = z.object({
  slug: text().min(2).max(120).regex(/^[a-z0-9-]+$/, 'Lowercase letters, numbers and hyphens only'),
  fullName: text().min(2).max(120),
  currentStatus: text().max(200).optional().nullable(),
  currentTeam: text().max(200).optional().nullable(),
  octaneYears: text().max(60).optional().nullable(),
  primarySport: text().max(60).optional().nullable(),
  position: text().max(60).optional().nullable(),
  graduationYear: z.coerce.number().int().min(1950).max(2100).optional().nullable(),
  achievements: z.array(text().min(1).max(200)).max(30).default([]),
  quote: text().max(1000).optional().nullable(),
  careerHighlights: text().max(3000).optional().nullable(),
  bio: text().max(5000).optional().nullable(),
  youngImageUrl: text().max(500).optional().nullable(),
  proImageUrl: text().max(500).optional().nullable(),
  socialLinks: z.record(text().max(60), text().max(300)).default({}),
  accomplishments: z.record(text().max(60), text().max(300)).default({}),
  featured: z.boolean().default(false),
});

export const planUpdateSchema = z.object({
  displayName: text().min(1).max(60).optional(),
  price: z.coerce.number().min(0).max(10_000).optional(),
  description: text().max(500).optional(),
  /** Optional Spanish name and copy (decision 066): readers of Spanish see them, else the English. */
  displayNameEs: spanishText(60),
  descriptionEs: spanishText(500),
  maxTrainingSessions: int().min(-1).optional(),
  maxMediaUploads: int().min(-1).optional(),
  maxCoachFeedback: int().min(-1).optional(),
  hasPickupGameAccess: z.boolean().optional(),
  hasPremiumContent: z.boolean().optional(),
  hasPersonalizedPlans: z.boolean().optional(),
  hasAdvancedAnalytics: z.boolean().optional(),
  hasPriorityBooking: z.boolean().optional(),
});

export const reportRowSchema = z.object({ week: z.string(), programId: z.number().int(), programName: z.string(), bookings: z.number().int(), revenue: z.number() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/** Staff can check an athlete in from this long before the session starts (not days ahead). */
export const CHECK_IN_OPENS_MINUTES = 60;

/**
 * Why an attendance mark cannot be set yet, or null: a check-in opens 1 hour before the start, a
 * no-show only once the session has started; clearing a mark is always allowed.
 */
export function attendanceRefusal(attendance: 'CHECKED_IN' | 'NO_SHOW' | null, startsAt: Date, now: Date): string | null {
  const minutesToStart = (startsAt.getTime() - now.getTime()) / 60_000;
  if (attendance === 'CHECKED_IN' && minutesToStart > CHECK_IN_OPENS_MINUTES) return `Check-in opens ${CHECK_IN_OPENS_MINUTES} minutes before the session starts.`;
  if (attendance === 'NO_SHOW' && minutesToStart > 0) return 'An athlete can be marked as a no-show only once the session has started.';
  return null;
}
