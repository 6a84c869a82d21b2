import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { toast } from '@/ui/toast-store';
import { Spinner } from '@/ui/spinner';

/**
 * A signed-out visitor on a members' page: told to log in, then sent to the login page (and back after).
 * Rendered by the router inside its Suspense boundary, so it may read a namespace.
 */
export function LoginRequired() {
  const [location, navigate] = useLocation();
  const { t } = useT('common');
  useEffect(() => {
    toast({ title: t('loginRequired.title'), description: t('loginRequired.text'), variant: 'error' });
    const timer = setTimeout(() => navigate(`/login?next=${encodeURIComponent(location)}`, { replace: true }), 500);
    return () => clearTimeout(timer);
  }, [location, navigate, t]);
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('loginRequired.redirecting')} />
    </div>
  );
}
