import type { Role } from '@common/auth';

/** Part 1, 2.4: where sign-up leads. */
export const afterSignup = (role: Role) => (role === 'COACH' ? '/coach' : role === 'PARENT' ? '/dashboard' : '/onboarding');
/** Part 1, 2.5: where login leads. */
export const afterLogin = (role: Role) => (role === 'COACH' ? '/coach' : '/home');
