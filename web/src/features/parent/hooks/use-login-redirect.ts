import { useEffect } from 'react';
import { toast } from '@/ui/toast-store';

/** Part 2, section 8: a session that ran out is told, then sent to /api/login after 500 ms. */
export function useLoginRedirect(signedOut: boolean) {
  useEffect(() => {
    if (!signedOut) return;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'error' });
    const timer = window.setTimeout(() => {
      window.location.href = '/api/login';
    }, 500);
    return () => window.clearTimeout(timer);
  }, [signedOut]);
}
