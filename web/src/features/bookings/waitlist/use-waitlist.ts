import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { waitlistEntrySchema } from '@common/waitlist';
import { apiRequest } from '@/lib/api';
import { useUser } from '@/lib/use-user';
import { WAITLIST_KEY } from './waitlist';

/** Athletes and parents wait in line; coaches and visitors have no waitlist. */
export const waitsInLine = (role: string | undefined) => role === 'ATHLETE' || role === 'PARENT';

/** GET /api/waitlist: the member's places in line (a parent's athletes' too), waiting or offered. */
export function useWaitlist() {
  const { user } = useUser();
  return useQuery({
    queryKey: WAITLIST_KEY,
    queryFn: async () => z.array(waitlistEntrySchema).parse(await (await apiRequest('GET', WAITLIST_KEY[0])).json()),
    enabled: waitsInLine(user?.role),
  });
}
