import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { parseAiFeedbackList } from '../lib/ai-feedback';

export const MY_AI_FEEDBACK_KEY = ['/api/my-ai-feedback'] as const;

/**
 * GET /api/my-ai-feedback: the member's AI analyses. A failed load reads as "none yet" (the tab
 * shows its empty state); the caller still sees `error` to notice a 401.
 */
export function useMyAiFeedback(enabled = true) {
  const query = useQuery<unknown>({ queryKey: MY_AI_FEEDBACK_KEY, enabled });
  const items = useMemo(() => parseAiFeedbackList(query.data), [query.data]);
  return { items, isPending: query.isPending, error: query.error };
}
