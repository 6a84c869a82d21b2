import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { signInPath } from '@/lib/sign-in';
import { toast } from '@/ui/toast';
import { Spinner } from '@/ui/spinner';
import { isCheckout } from './routes';

/**
 * A signed-out visitor on a members' page: told to log in, then sent to the login page (and back after).
 * A checkout (a pack's, a pickup game's) is a guest's choice (issue 29): the sign-in page says what
 * they were buying, so they go at once, without the "Unauthorized" toast.
 * Rendered by the router inside its Suspense boundary, so it may read a namespace.
 */
export function LoginRequired() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { t } = useT('common');
  const here = search ? `${location}?${search}` : location;
  const chosen = isCheckout(location);
  useEffect(() => {
    const go = () => navigate(signInPath(here), { replace: true });
    if (chosen) return go();
    toast({ title: t('loginRequired.title'), description: t('loginRequired.text'), variant: 'error' });
    const timer = setTimeout(go, 500);
    return () => clearTimeout(timer);
  }, [here, chosen, navigate, t]);
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('loginRequired.redirecting')} />
    </div>
  );
}
