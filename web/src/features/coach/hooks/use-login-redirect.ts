import { useEffect } from 'react';
import { toast } from '@/ui/toast-store';
import { useCoachT } from './use-coach-t';

/** When the session runs out while the dashboard is open: say so, then go to /api/login after 500 ms. */
export function useLoginRedirect(signedOut: boolean) {
  const { t } = useCoachT();
  const title = t('session.expiredTitle');
  const description = t('session.expiredText');
  useEffect(() => {
    if (!signedOut) return;
    toast({ title, description, variant: 'error' });
    const timer = window.setTimeout(() => window.location.assign('/api/login'), 500);
    return () => window.clearTimeout(timer);
  }, [signedOut, title, description]);
}
