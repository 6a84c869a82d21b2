import { useEffect } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { toast } from '@/ui/toast-store';
import { recentlySignedOut } from '@/lib/signed-out';

/** Part 1, 2.6: a signed-out visitor is told, then sent to /api/login after 500 ms. */
export function useLoginRedirect(signedOut: boolean) {
  const { t } = useT('dashboard');
  useEffect(() => {
    // The app-wide 401 handler has said it and is on the way to the login page already.
    if (!signedOut || recentlySignedOut()) return;
    toast({ title: t('signedOut.title'), description: t('signedOut.text'), variant: 'error' });
    const timer = window.setTimeout(() => {
      window.location.href = '/api/login';
    }, 500);
    return () => window.clearTimeout(timer);
  }, [signedOut, t]);
}
