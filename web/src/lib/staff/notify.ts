import { useMemo } from 'react';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { toast } from '@/ui/toast';

/**
 * Every staff change ends in one toast: 'Saved' (or the server's own message), or 'Error' with the
 * server's reason (the server words it in the member's language).
 */
export function useNotify() {
  const { t } = useT('staff');
  return useMemo(
    () => ({
      saved: (description?: string) => toast({ title: t('notify.saved'), description }),
      error: (error: unknown, fallback = t('notify.failed')) =>
        toast({ title: t('notify.error'), description: serverMessage(error, fallback), variant: 'error' }),
    }),
    [t],
  );
}
