import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@common/auth';
import { shellEndpoints } from '@common/shell-endpoints';
import { isUnauthorizedError } from './api';

/** The signed-in user's query key: authApi.user's path (from the zod-free shell endpoints, as this is on the first paint). */
export const USER_KEY = [shellEndpoints.auth.user.path] as const;

export interface SignedOutEffects {
  toast: (t: { title: string; description: string; variant: 'error' }) => void;
  /** The toast's words in the current language. */
  words: () => { title: string; description: string };
  navigate: (to: string) => void;
}

/**
 * The one place a 401 is handled for the whole app (every query and mutation reports here): when
 * a signed-in person's session has ended, their cached data is dropped at once (no screen keeps
 * showing it), they are told, and the login page opens. Answers whether it acted.
 */
let handledAt = 0;

/** True for a moment after the app-wide handler acted: a screen's own session check then stays quiet. */
export const recentlySignedOut = (now = Date.now()) => now - handledAt < 5000;

export function handleSignedOut(client: QueryClient, error: unknown, fx: SignedOutEffects): boolean {
  if (!isUnauthorizedError(error)) return false;
  const user = client.getQueryData<AuthUser | null>(USER_KEY);
  if (!user) return false;
  handledAt = Date.now();
  client.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
  client.setQueryData(USER_KEY, null);
  fx.toast({ ...fx.words(), variant: 'error' });
  // Part 2, section 8: "You are logged out. Logging in again...", then the login page.
  fx.navigate('/login');
  return true;
}
