import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { parentApi, type parentUpcomingSchema } from '@common/parent';
import { apiQuery } from '@/lib/api-client';
import { athleteQuery } from '../lib/athlete-scope';

export type ParentSession = z.infer<typeof parentUpcomingSchema>;

/** Confirmed sessions to come (one athlete's, or every one's), soonest first. */
export function useParentSessions({ athleteId, enabled }: { athleteId: number | undefined; enabled: boolean }) {
  return useQuery({ ...apiQuery(parentApi.upcoming, athleteQuery(athleteId)), enabled });
}
