import { useEffect } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { toast } from '@/ui/toast-store';

/** Part 2, section 8: a session that ran out is told, then sent to /api/login after 500 ms. */
export function useLoginRedirect(signedOut: boolean) {
  const { t } = useT('parent');
  const title = t('unauthorized');
  const description = t('loggedOut');
  useEffect(() => {
    if (!signedOut) return;
    toast({ title, description, variant: 'error' });
    const timer = window.setTimeout(() => {
      window.location.href = '/api/login';
    }, 500);
    return () => window.clearTimeout(timer);
  }, [signedOut, title, description]);
}
