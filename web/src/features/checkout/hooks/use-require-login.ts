import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '@/lib/use-user';
import { toast } from '@/ui/toast-store';

export const UNAUTHORIZED_TOAST = { title: 'Unauthorized', description: 'You need to be logged in to continue.', variant: 'error' } as const;

/** Sends a signed-out visitor to /login after 500 ms, with the 'Unauthorized' toast (part 1, section 8). */
export function useRedirectToLogin(when: boolean) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!when) return;
    toast(UNAUTHORIZED_TOAST);
    const timer = setTimeout(() => navigate('/login'), 500);
    return () => clearTimeout(timer);
  }, [when, navigate]);
}

/** The signed-in user, or a redirect to /login when there is none. */
export function useRequireLogin() {
  const { user, isLoading } = useUser();
  useRedirectToLogin(!isLoading && !user);
  return { user, isLoading };
}
