import { z } from 'zod';
import { text } from './input.ts';
import { ROLES } from './auth.ts';

export const linkedAthleteSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  role: z.enum(ROLES),
  isMinor: z.boolean(),
  email: z.string(),
  linkId: z.number().int(),
});
export type LinkedAthlete = z.infer<typeof linkedAthleteSchema>;

export const PARENT_MESSAGES = {
  alreadyLinked: 'This athlete is already linked',
  pending: 'An invitation to this email is already pending. You can resend it from your dashboard.',
  added: 'Athlete Added Successfully',
  addFailed: 'An error occurred while adding the athlete.',
  inviteInvalid: 'This invitation link is invalid or has expired. Ask your parent to send a new one.',
  wrongAccount: 'This invitation was sent to a different email address. Sign in with that account to accept it.',
  /** The matching account has not proved it reads the address yet (issue 16). */
  verifyFirst: 'Please verify your e-mail address first: open the link we sent you, then accept the invitation.',
} as const;

export const addAthleteSchema = z.object({
  email: text({ error: 'Email is required' }).min(1, 'Email is required').pipe(z.email('Please enter a valid email address')).transform((e) => e.toLowerCase()),
  firstName: text({ error: 'First name is required' }).min(1, 'First name is required').max(80),
  lastName: text({ error: 'Last name is required' }).min(1, 'Last name is required').max(80),
  age: z.coerce.number({ error: 'Age is required' }).int('Age must be a whole number').min(5, 'Athlete must be at least 5 years old').max(18, 'Athlete must be 18 or younger'),
});

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  status: z.enum(['PENDING', 'ACTIVE', 'DECLINED', 'REVOKED']),
  expired: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationInfoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  parentName: z.string(),
  accountExists: z.boolean(),
});

export const parentBillingSchema = z.object({
  subscriptionTier: z.enum(['FREE', 'PLUS', 'PRO', 'TEAM']),
  subscriptionStatus: z.enum(['ACTIVE', 'PAST_DUE', 'CANCELED']),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  portalAvailable: z.boolean(),
});

export const parentUpcomingSchema = z.object({
  bookingId: z.number().int(),
  athleteId: z.number().int(),
  programName: z.string(),
  athleteName: z.string(),
  athleteLastName: z.string(),
  sessionDate: z.string(),
  sessionTime: z.string(),
  status: z.enum(['CONFIRMED', 'PENDING', 'CANCELLED']),
});

export const parentFeedbackSchema = z.object({
  feedbackId: z.number().int(),
  athleteId: z.number().int(),
  athleteName: z.string(),
  athleteLastName: z.string(),
  rating: z.number().int().nullable(),
  comments: z.string(),
  createdAt: z.string(),
  coachName: z.string(),
  mediaUrl: z.string(),
  mediaType: z.string(),
});

export const linkedParentSchema = z.object({ linkId: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() });
