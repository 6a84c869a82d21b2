import { z } from 'zod';
import { messageSchema } from './auth.ts';
import { COACH_STATUSES } from './coach-approval.ts';
import { endpoint } from './endpoint.ts';
import { id, idParams, text } from './input.ts';
import { mediaItemSchema } from './media.ts';
import { msg } from './messages/index.ts';

/** What a coach sends to give feedback on an upload, and to edit it (formerly in common/media.ts). */
export const coachFeedbackInputSchema = z.object({
  mediaId: id(),
  feedback: text().min(1, msg('coach.feedbackRequired')).max(5000),
  rating: z.coerce
    .number({ error: msg('coach.rating') })
    .int(msg('coach.rating'))
    .min(1, msg('coach.rating'))
    .max(5, msg('coach.rating')),
});

/** PATCH /api/coach-feedback/:id: the author's new rating and words (issue 33: "Edit feedback"). */
export const coachFeedbackEditSchema = coachFeedbackInputSchema.omit({ mediaId: true });

export const RATING_LABELS: Record<number, string> = { 5: 'Excellent', 4: 'Very Good', 3: 'Good', 2: 'Fair', 1: 'Poor' };

export const coachStatsSchema = z.object({
  todaySessions: z.number().int(),
  pendingFeedback: z.number().int(),
  totalAthletes: z.number().int(),
  /** Average rating this coach has given, one decimal; null before the first review. */
  avgRating: z.number().nullable(),
});
export type CoachStats = z.infer<typeof coachStatsSchema>;

export const coachSessionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  sessionTitle: z.string().nullable(),
  location: z.string(),
  availableSpots: z.number().int(),
  totalSpots: z.number().int(),
  program: z.object({ name: z.string() }),
  bookings: z.array(z.object({ id: z.number().int(), athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }) })),
});
export type CoachSession = z.infer<typeof coachSessionSchema>;

export const coachAthleteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  joinDate: z.string(),
});
export type CoachAthlete = z.infer<typeof coachAthleteSchema>;

/** A coach or coach application as staff see it, for the coach select, approvals and the staff flags. */
export const staffCoachSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isStaff: z.boolean(),
  /** PENDING: an application waiting for staff; REVOKED: access removed (issue 16). */
  coachStatus: z.enum(COACH_STATUSES),
  appliedAt: z.string(),
});
export type StaffCoach = z.infer<typeof staffCoachSchema>;

const tags = ['coach'];

/**
 * The coach's tools and the staff's side of coaches (decision 032). Coach calls answer 403 to anyone
 * but an approved coach (checked in the handler, after validation, as before).
 */
export const coachApi = {
  /** Today's sessions, pending uploads, athletes and this coach's average rating. */
  stats: endpoint({ method: 'GET', path: '/api/coach/stats', response: coachStatsSchema, roles: ['COACH'], tags }),
  /** Today's sessions (facility time) with the athletes booked into each. */
  sessions: endpoint({ method: 'GET', path: '/api/coach/sessions', response: z.array(coachSessionSchema), roles: ['COACH'], tags }),
  /** Every athlete, by last name. */
  athletes: endpoint({ method: 'GET', path: '/api/coach/athletes', response: z.array(coachAthleteSchema), roles: ['COACH'], tags }),
  /** Every athlete upload, pending first (oldest first among them). */
  media: endpoint({ method: 'GET', path: '/api/coach/media-uploads', response: z.array(mediaItemSchema), roles: ['COACH'], tags }),
  /** The upload becomes REVIEWED and the athlete is e-mailed. */
  feedback: endpoint({
    method: 'POST',
    path: '/api/coach-feedback',
    body: coachFeedbackInputSchema,
    response: z.object({ id: z.number().int(), message: z.string() }),
    status: 201,
    roles: ['COACH'],
    tags,
  }),
  /** The author edits their feedback (the upload stays REVIEWED; no new e-mail, no limit counted). */
  editFeedback: endpoint({
    method: 'PATCH',
    path: '/api/coach-feedback/:id',
    params: idParams,
    body: coachFeedbackEditSchema,
    response: z.object({ id: z.number().int(), message: z.string() }),
    roles: ['COACH'],
    tags,
  }),
  staffCoaches: endpoint({ method: 'GET', path: '/api/staff/coaches', response: z.array(staffCoachSchema), access: 'staff', tags }),
  /** Approves an application (or restores access), or removes coach access. */
  approval: endpoint({
    method: 'POST',
    path: '/api/staff/coaches/:id/approval',
    params: idParams,
    body: z.object({ approved: z.boolean() }),
    response: messageSchema,
    access: 'staff',
    tags,
  }),
  /** Grants or removes staff access (never one's own). */
  setStaff: endpoint({
    method: 'POST',
    path: '/api/staff/coaches/:id/staff',
    params: idParams,
    body: z.object({ isStaff: z.boolean() }),
    response: messageSchema,
    access: 'staff',
    tags,
  }),
};
