import { useQuery } from '@tanstack/react-query';
import { parentApi, type linkedParentSchema } from '@common/parent';
import type { z } from 'zod';
import { apiQuery } from '@/lib/api-client';

export type LinkedParent = z.infer<typeof linkedParentSchema>;

/** The parents linked to the signed-in athlete. */
export function useLinkedParents({ enabled }: { enabled: boolean }) {
  return useQuery({ ...apiQuery(parentApi.myParents), enabled });
}
