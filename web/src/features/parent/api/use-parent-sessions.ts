import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { parentUpcomingSchema } from '@common/parent';
import { withAthlete } from '../lib/athlete-scope';

export type ParentSession = z.infer<typeof parentUpcomingSchema>;

/** GET /api/parent/upcoming-sessions[?athleteId=]: confirmed sessions to come, soonest first. */
export function useParentSessions({ athleteId, enabled }: { athleteId: number | undefined; enabled: boolean }) {
  return useQuery<ParentSession[]>({ queryKey: [withAthlete('/api/parent/upcoming-sessions', athleteId)], enabled });
}
