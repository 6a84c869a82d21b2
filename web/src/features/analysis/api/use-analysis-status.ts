import { useQuery } from '@tanstack/react-query';
import { analysisApi, type AiFeedback, type AnalysisPending } from '@common/analysis';
import { apiStatus, isUnauthorizedError } from '@/lib/api';
import { callApi } from '@/lib/api-client';

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

/** Its own key (the answer is read into an AnalysisStatus, not cached as the endpoint's answer). */
export const analysisStatusKey = (mediaId: number | null) => [analysisApi.status.path, mediaId, 'status'] as const;

/** One GET /api/ai-feedback/{mediaId} through the typed client (each status parsed by its schema); a 401 or a server error throws ("401: ..." as the app's other calls). */
export async function fetchAnalysisStatus(mediaId: number, signal?: AbortSignal): Promise<AnalysisStatus> {
  try {
    const answer = await callApi(analysisApi.status, { params: { mediaId }, signal });
    return answer.status === 202 ? { state: 'pending', ...answer.data } : { state: 'ready', feedback: answer.data };
  } catch (error) {
    if (apiStatus(error) === 404) return { state: 'none' };
    throw error;
  }
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
