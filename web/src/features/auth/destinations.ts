import type { Role } from '@common/auth';
import { withNext } from '@/lib/sign-in';

/** Part 1, 2.4: where sign-up leads. */
export const afterSignup = (role: Role) => (role === 'COACH' ? '/coach' : role === 'PARENT' ? '/dashboard' : '/onboarding');
/** Part 1, 2.5: where login leads. */
export const afterLogin = (role: Role) => (role === 'COACH' ? '/coach' : '/home');

/** Whether the account just signed in has a page at a path (its role's route table, app/routes.ts). */
export type Opens = (path: string) => boolean;

/**
 * Where signing in leads: back to `next` (a same-site path, already checked by safeNext) when this
 * account has that page, else its home. A coach sent to a checkout, which coaches do not have, goes
 * home without an error (issue 29).
 */
export const afterLoginTo = (role: Role, next: string | null, opens: Opens) => (next && opens(next) ? next : afterLogin(role));

/**
 * Where signing up leads with a `next` (issue 29): a new athlete passes the welcome first, which
 * carries `next` on and ends there; a parent goes straight to it (the checkout asks which athlete);
 * an account that has no such page (a coach and a checkout) goes where sign-up always leads.
 */
export function afterSignupTo(role: Role, next: string | null, opens: Opens): string {
  if (!next || !opens(next)) return afterSignup(role);
  return role === 'ATHLETE' ? withNext(afterSignup(role), next) : next;
}

/**
 * Where the sign-in or sign-up that has just succeeded is heading. The router sends signed-in
 * visitors of /login and /signup away; when the user appears while the page is still there, the
 * router's redirect and the page's own navigation must go to the same place, whichever runs last.
 */
let heading: string | null = null;

export function setHeading(path: string): void {
  heading = path;
}

/** Where the router sends a signed-in visitor of /login or /signup: the pending destination, else `otherwise` (home). */
export function signedInRedirect(otherwise = '/'): string {
  return heading ?? otherwise;
}

/** The router calls this on every location: once the destination is reached it is forgotten. */
export function arrivedAt(location: string): void {
  if (heading !== null && heading.split('?')[0] === location) heading = null;
}
