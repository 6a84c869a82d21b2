import { dayIn } from '@common/age';
import { windowStateOn, type BookingOpens, type BookingWindowState } from '@common/booking-window';
import { useNow } from '@/lib/use-now';
import { useUser } from '@/lib/use-user';
import { usePlans } from '@/features/subscriptions/api/use-plans';
import { useSiteInfo } from '@/features/site/api/use-site-info';

/**
 * Booking windows as the member sees them (issue 32, decision 056): the shared rule
 * (common/booking-window.ts) with the facility's today and whether the member's plan includes
 * priority booking (a parent's plan is the one that pays for their child, as on the server). Each
 * session's opening days come with the schedule: nothing is fetched per session.
 */
export function useBookingWindow() {
  const { user } = useUser();
  const { data: site } = useSiteInfo();
  const plans = usePlans();
  const now = useNow(60_000);
  // The facility's calendar day (the browser's until the site's details load).
  const today = dayIn(site?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, now);
  const member = user?.role === 'ATHLETE' || user?.role === 'PARENT';
  const sells = (p: { includes: Array<{ key: string }> }) => p.includes.some((l) => l.key === 'priorityBooking');
  const plan = plans.data?.find((p) => p.name === user?.subscriptionTier);
  const priority = member && !!plan && sells(plan);
  /** The plans that sell priority booking (display names, cheapest first): the upgrade hint names them. */
  const sellers = (plans.data ?? []).filter(sells).map((p) => p.displayName);
  return {
    priority,
    /** Staff and coaches do not book; guests may sign up for a plan that books early. */
    mayUpgrade: !priority && (member || !user) && sellers.length > 0,
    sellers,
    stateOf: (opens: BookingOpens | null): BookingWindowState => windowStateOn(opens, today, priority),
  };
}
