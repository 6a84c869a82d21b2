import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { analysisApi } from '@common/analysis';
import { apiQuery, keyOf } from '@/lib/api-client';
import { parseAiFeedbackList } from '../lib/ai-feedback';

export const MY_AI_FEEDBACK_KEY = keyOf(analysisApi.mine);

/**
 * The member's AI analyses. A failed load reads as "none yet" (the tab shows its empty state); the
 * caller still sees `error` to notice a 401.
 */
export function useMyAiFeedback(enabled = true) {
  const query = useQuery({ ...apiQuery(analysisApi.mine), enabled });
  const items = useMemo(() => parseAiFeedbackList(query.data), [query.data]);
  return { items, isPending: query.isPending, error: query.error };
}
