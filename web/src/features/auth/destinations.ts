import type { Role } from '@common/auth';

/** Part 1, 2.4: where sign-up leads. */
export const afterSignup = (role: Role) => (role === 'COACH' ? '/coach' : role === 'PARENT' ? '/dashboard' : '/onboarding');
/** Part 1, 2.5: where login leads. */
export const afterLogin = (role: Role) => (role === 'COACH' ? '/coach' : '/home');

/**
 * Where the sign-in or sign-up that has just succeeded is heading. The router sends signed-in
 * visitors of /login and /signup away; when the user appears while the page is still there, the
 * router's redirect and the page's own navigation must go to the same place, whichever runs last.
 */
let heading: string | null = null;

export function setHeading(path: string): void {
  heading = path;
}

/** Where the router sends a signed-in visitor of /login or /signup: the pending destination, else home. */
export function signedInRedirect(): string {
  return heading ?? '/';
}

/** The router calls this on every location: once the destination is reached it is forgotten. */
export function arrivedAt(location: string): void {
  if (heading !== null && heading.split('?')[0] === location) heading = null;
}
