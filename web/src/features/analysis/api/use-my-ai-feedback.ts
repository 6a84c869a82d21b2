import { useQuery } from '@tanstack/react-query';
import { analysisApi, type AiFeedback } from '@common/analysis';
import { apiQuery, keyOf } from '@/lib/api-client';

export const MY_AI_FEEDBACK_KEY = keyOf(analysisApi.mine);

const NONE: AiFeedback[] = [];

/**
 * The member's AI analyses. A failed load reads as "none yet" (the tab shows its empty state); the
 * caller still sees `error` to notice a 401.
 */
export function useMyAiFeedback(enabled = true) {
  const query = useQuery({ ...apiQuery(analysisApi.mine), enabled });
  return { items: query.data ?? NONE, isPending: query.isPending, error: query.error };
}
