import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { signInPath } from '@/lib/sign-in';
import { recentlySignedOut } from '@/lib/signed-out';
import { useUser } from '@/lib/use-user';

/** This page's address, to come back to after signing in. */
export function useHere() {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}

/**
 * Sends a signed-out visitor to sign in, and back to this checkout with the same session afterwards
 * (issue 29): at once and with no "Unauthorized" toast, since the sign-in page says what they were
 * booking. Quiet when the app-wide 401 handler has just done it for a session that ended.
 */
export function useRedirectToLogin(when: boolean) {
  const [, navigate] = useLocation();
  const here = useHere();
  useEffect(() => {
    if (!when || recentlySignedOut()) return;
    navigate(signInPath(here), { replace: true });
  }, [when, here, navigate]);
}

/** The signed-in user, or a redirect to sign in (and back) when there is none. */
export function useRequireLogin() {
  const { user, isLoading } = useUser();
  useRedirectToLogin(!isLoading && !user);
  return { user, isLoading };
}
