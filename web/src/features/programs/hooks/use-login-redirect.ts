import { useEffect } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { toast } from '@/ui/toast-store';

/** Part 1, 2.6 and 2.7: a signed-out visitor is told, then sent to /api/login after 500 ms. */
export function useLoginRedirect(signedOut: boolean) {
  const { t } = useT('programs');
  useEffect(() => {
    if (!signedOut) return;
    toast({ title: t('signedOut.title'), description: t('signedOut.text'), variant: 'error' });
    const timer = window.setTimeout(() => {
      window.location.href = '/api/login';
    }, 500);
    return () => window.clearTimeout(timer);
  }, [signedOut, t]);
}
