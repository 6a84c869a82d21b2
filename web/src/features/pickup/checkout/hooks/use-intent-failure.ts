import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isUnauthorizedError, serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { planLimitMessage } from '@/features/subscriptions/plan-limit/plan-limit';
import { waiverPagePath, waiverRequiredOf } from '@/features/waivers/lib/waiver-required';
import { toast } from '@/ui/toast';

/** Statuses where asking again cannot help: bad game (400, 404), full or joined (409), plan (402). */
const FINAL = ['400', '402', '404', '409'];

/**
 * Part 2, section 8: a payment intent that could not be created says 'Failed to initialize payment.
 * Please try again.' (with the server's reason when it gave one) once per failure; a lost session
 * goes to the login page.
 */
export function useIntentFailure(error: Error | null, errorUpdatedAt: number) {
  const { t } = useT('pickupCheckout');
  const [, navigate] = useLocation();
  const unauthorized = isUnauthorizedError(error);
  const initFailed = t('intent.failed');
  const message = error && !unauthorized ? serverMessage(error, initFailed) : null;
  const planLimited = planLimitMessage(error) !== null;
  const unauthorizedTitle = t('intent.unauthorized');
  const loggedOut = t('intent.loggedOut');
  const upgradeTitle = t('intent.upgrade');

  const needsWaiver = waiverRequiredOf(error) !== null;

  useEffect(() => {
    // The waiver is signed first (decision 043): its page, then back to this checkout.
    if (needsWaiver) return navigate(waiverPagePath(undefined, `${window.location.pathname}${window.location.search}`), { replace: true });
    if (unauthorized) {
      toast({ title: unauthorizedTitle, description: loggedOut, variant: 'error' });
      const timer = setTimeout(() => navigate('/login'), 500);
      return () => clearTimeout(timer);
    }
    if (message === null) return;
    // A plan without pickup games is not a payment that failed: say what to do instead.
    if (planLimited) toast({ title: upgradeTitle, description: message, variant: 'error' });
    else toast({ title: initFailed, description: message !== initFailed ? message : undefined, variant: 'error' });
  }, [needsWaiver, unauthorized, message, planLimited, errorUpdatedAt, navigate, unauthorizedTitle, loggedOut, upgradeTitle, initFailed]);

  return {
    message,
    planLimit: planLimitMessage(error),
    canRetry: !!error && !FINAL.includes(error.message.slice(0, 3)),
  };
}
