import { useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';
import { useUser } from '@/lib/use-user';

/** Athletes and parents wait in line; coaches and visitors have no waitlist. */
export const waitsInLine = (role: string | undefined) => role === 'ATHLETE' || role === 'PARENT';

/** GET /api/waitlist: the member's places in line (a parent's athletes' too), waiting or offered. */
export function useWaitlist() {
  const { user } = useUser();
  return useQuery({ ...apiQuery(bookingsApi.myWaitlist), enabled: waitsInLine(user?.role) });
}
