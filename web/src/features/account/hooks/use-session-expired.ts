import { useCallback } from 'react';
import { isUnauthorizedError } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { toast } from '@/ui/toast-store';

/**
 * For a failed call: when the session has ended, says so and goes to /api/login after 500 ms
 * (part 2, section 8) and answers true; otherwise false.
 */
export function useSessionExpired() {
  const { t } = useT('account');
  const title = t('unauthorized');
  const description = t('loggedOut');
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      toast({ title, description, variant: 'error' });
      window.setTimeout(() => window.location.assign('/api/login'), 500);
      return true;
    },
    [title, description],
  );
}
