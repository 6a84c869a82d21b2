import { msg } from './messages/index.ts';
/** Coach approval (issue 16): a coach sign-up is an application; coach tools open once staff approve it. */
export const COACH_STATUSES = ['PENDING', 'APPROVED', 'REVOKED'] as const;
export type CoachStatus = (typeof COACH_STATUSES)[number];

/** True for a coach whose application staff approved (and have not revoked since). */
export const isApprovedCoach = (u: { role: string; coachStatus: CoachStatus | null }) => u.role === 'COACH' && u.coachStatus === 'APPROVED';

/** Why a coach cannot use coach tools yet, or null when they can (or are not a coach). */
export function coachRefusal(u: { role: string; coachStatus: CoachStatus | null }): string | null {
  if (u.role !== 'COACH' || u.coachStatus === 'APPROVED') return null;
  return u.coachStatus === 'REVOKED' ? msg('auth.coachRevoked') : msg('auth.coachPending');
}
