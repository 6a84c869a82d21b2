import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { toast } from '@/ui/toast-store';

/** Sends a signed-out visitor to /login after 500 ms, with the 'Unauthorized' toast (part 1, section 8). */
export function useRedirectToLogin(when: boolean) {
  const { t } = useT('checkout');
  const [, navigate] = useLocation();
  const title = t('shell.unauthorized');
  const description = t('shell.signedOut');
  useEffect(() => {
    if (!when) return;
    toast({ title, description, variant: 'error' });
    const timer = setTimeout(() => navigate('/login'), 500);
    return () => clearTimeout(timer);
  }, [when, navigate, title, description]);
}

/** The signed-in user, or a redirect to /login when there is none. */
export function useRequireLogin() {
  const { user, isLoading } = useUser();
  useRedirectToLogin(!isLoading && !user);
  return { user, isLoading };
}
