/**
 * Links to sign in or sign up that bring the visitor back to `next`, a path of this site: what a guest
 * chose (a session, a plan, a game, a pack) survives signing in (issue 29). The login and sign-up
 * pages check `next` again (features/auth/safe-next.ts) before following it.
 */
export const withNext = (path: string, next: string) => `${path}?next=${encodeURIComponent(next)}`;

export const signInPath = (next: string) => withNext('/login', next);

export const signUpPath = (next: string) => withNext('/signup', next);
