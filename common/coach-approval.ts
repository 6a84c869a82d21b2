/** Coach approval (issue 16): a coach sign-up is an application; coach tools open once staff approve it. */
export const COACH_STATUSES = ['PENDING', 'APPROVED', 'REVOKED'] as const;
export type CoachStatus = (typeof COACH_STATUSES)[number];

export const COACH_APPROVAL_MESSAGES = {
  pending: 'Your coach account is waiting for staff approval. You will get an e-mail when it is approved.',
  revoked: 'Your coach access has been removed. Please contact the facility if you think this is a mistake.',
  signedUp: 'Account created. Your coach application was sent to our staff for approval.',
  selfRevoke: 'You cannot remove your own coach access.',
  notCoach: 'Coach not found',
} as const;

/** True for a coach whose application staff approved (and have not revoked since). */
export const isApprovedCoach = (u: { role: string; coachStatus: CoachStatus | null }) => u.role === 'COACH' && u.coachStatus === 'APPROVED';

/** Why a coach cannot use coach tools yet, or null when they can (or are not a coach). */
export function coachRefusal(u: { role: string; coachStatus: CoachStatus | null }): string | null {
  if (u.role !== 'COACH' || u.coachStatus === 'APPROVED') return null;
  return u.coachStatus === 'REVOKED' ? COACH_APPROVAL_MESSAGES.revoked : COACH_APPROVAL_MESSAGES.pending;
}
