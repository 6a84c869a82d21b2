import { useQuery } from '@tanstack/react-query';
import type { linkedParentSchema } from '@common/parent';
import type { z } from 'zod';

export type LinkedParent = z.infer<typeof linkedParentSchema>;
export const LINKED_PARENTS_KEY = ['/api/my-parents'] as const;

/** GET /api/my-parents: the parents linked to the signed-in athlete. */
export function useLinkedParents({ enabled }: { enabled: boolean }) {
  return useQuery<LinkedParent[]>({ queryKey: LINKED_PARENTS_KEY, enabled });
}
