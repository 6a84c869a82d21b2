import { useCallback } from 'react';
import { isUnauthorizedError } from '@/lib/api';
import { toast } from '@/ui/toast-store';

/**
 * For a failed call: when the session has ended, says so and goes to /api/login after 500 ms
 * (part 2, section 8) and answers true; otherwise false.
 */
export function useSessionExpired() {
  return useCallback((error: unknown) => {
    if (!isUnauthorizedError(error)) return false;
    toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'error' });
    window.setTimeout(() => window.location.assign('/api/login'), 500);
    return true;
  }, []);
}
