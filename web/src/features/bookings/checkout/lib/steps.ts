import type { Role } from '@common/auth';

export type Step = 'registration' | 'payment' | 'complete';

/**
 * Parents skip the registration check (part 1, section 4), so they have two steps, and three once
 * the server has asked for the linked athlete's details (emergency contact, signed waiver).
 */
export function stepsFor(role: Role, askedForDetails = false): Step[] {
  return role === 'PARENT' && !askedForDetails ? ['payment', 'complete'] : ['registration', 'payment', 'complete'];
}

export type RegistrationCheck = 'pending' | 'found' | 'missing';

/**
 * The step checkout opens on: a parent goes straight to payment; anyone else once the
 * registration check answers, payment when it is on file and registration otherwise.
 * Null while the check is still running.
 */
export function initialStep(role: Role, registration: RegistrationCheck): Step | null {
  if (role === 'PARENT') return 'payment';
  if (registration === 'pending') return null;
  return registration === 'found' ? 'payment' : 'registration';
}
