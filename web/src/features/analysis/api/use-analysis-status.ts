import { useQuery } from '@tanstack/react-query';
import { aiFeedbackSchema, analysisPendingSchema, type AiFeedback, type AnalysisPending } from '@common/analysis';
import { isUnauthorizedError, throwIfResNotOk } from '@/lib/api';

/** While the analysis is queued or running, its progress is asked for this often. */
export const ANALYSIS_POLL_MS = 1500;
/** A failed check (network, 5xx) is tried again this many times before the screen gives up. */
const MAX_FAILED_CHECKS = 5;

/**
 * What GET /api/ai-feedback/{mediaId} says: 200 the finished analysis (also an honest "could not be
 * completed" or "no athlete detected"), 202 its progress, 404 no analysis for this upload.
 */
export type AnalysisStatus =
  { state: 'ready'; feedback: AiFeedback } | { state: 'pending'; status: AnalysisPending['status']; progress: number } | { state: 'none' };

export const analysisStatusKey = (mediaId: number | null) => ['/api/ai-feedback', mediaId, 'status'] as const;

/** One GET /api/ai-feedback/{mediaId}, read with common/analysis.ts; a 401 or a server error throws ("401: ..." as the app's other calls). */
export async function fetchAnalysisStatus(mediaId: number, signal?: AbortSignal): Promise<AnalysisStatus> {
  const res = await fetch(`/api/ai-feedback/${mediaId}`, { credentials: 'include', signal });
  if (res.status === 202) {
    const pending = analysisPendingSchema.safeParse(await res.json().catch(() => null));
    return pending.success ? { state: 'pending', ...pending.data } : { state: 'pending', status: 'QUEUED', progress: 0 };
  }
  if (res.status === 404) return { state: 'none' };
  await throwIfResNotOk(res);
  const feedback = aiFeedbackSchema.safeParse(await res.json().catch(() => null));
  return feedback.success ? { state: 'ready', feedback: feedback.data } : { state: 'none' };
}

/**
 * The AI analysis of one upload, for every screen that shows it (the member's upload, the Coach's
 * Corner). The first request goes when `mediaId` is set; while the answer is 202 it is asked again
 * every 1.5 s, and it stops at a 200 (finished or failed), a 404 or an error that retries did not cure.
 */
export function useAnalysisStatus(mediaId: number | null) {
  return useQuery<AnalysisStatus>({
    queryKey: analysisStatusKey(mediaId),
    enabled: mediaId !== null,
    queryFn: ({ signal }) => fetchAnalysisStatus(mediaId!, signal),
    // A flaky network or a server hiccup is tried again a few times; a session that ended is not.
    retry: (failures, error) => !isUnauthorizedError(error) && failures < MAX_FAILED_CHECKS,
    retryDelay: ANALYSIS_POLL_MS * 2,
    refetchInterval: (q) => (q.state.status !== 'error' && q.state.data?.state === 'pending' ? ANALYSIS_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
