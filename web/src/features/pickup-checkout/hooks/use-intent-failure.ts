import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isUnauthorizedError, serverMessage } from '@/lib/api';
import { planLimitMessage } from '@/lib/plan-limit/plan-limit';
import { toast } from '@/ui/toast-store';
import { INIT_FAILED } from '../components/intent-failed';

/** Statuses where asking again cannot help: bad game (400, 404), full or joined (409), plan (402). */
const FINAL = ['400', '402', '404', '409'];

/**
 * Part 2, section 8: a payment intent that could not be created says 'Failed to initialize payment.
 * Please try again.' (with the server's reason when it gave one) once per failure; a lost session
 * goes to the login page.
 */
export function useIntentFailure(error: Error | null, errorUpdatedAt: number) {
  const [, navigate] = useLocation();
  const unauthorized = isUnauthorizedError(error);
  const message = error && !unauthorized ? serverMessage(error, INIT_FAILED) : null;
  const planLimited = planLimitMessage(error) !== null;

  useEffect(() => {
    if (unauthorized) {
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'error' });
      const t = setTimeout(() => navigate('/login'), 500);
      return () => clearTimeout(t);
    }
    if (message === null) return;
    // A plan without pickup games is not a payment that failed: say what to do instead.
    if (planLimited) toast({ title: 'Upgrade your plan to continue', description: message, variant: 'error' });
    else toast({ title: INIT_FAILED, description: message !== INIT_FAILED ? message : undefined, variant: 'error' });
  }, [unauthorized, message, planLimited, errorUpdatedAt, navigate]);

  return {
    message,
    planLimit: planLimitMessage(error),
    canRetry: !!error && !FINAL.includes(error.message.slice(0, 3)),
  };
}
