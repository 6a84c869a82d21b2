import { useQuery } from '@tanstack/react-query';
import { analysisPendingSchema, type AnalysisPending } from '@common/analysis';
import { isUnauthorizedError, throwIfResNotOk } from '@/lib/api';
import { parseAiFeedback, type AiFeedback } from '../lib/ai-feedback';

/** While the analysis is queued or running, its progress is asked for this often. */
export const ANALYSIS_POLL_MS = 1500;
/** A failed check (network, 5xx) is tried again this many times before the screen gives up. */
const MAX_FAILED_CHECKS = 5;

/**
 * What GET /api/ai-feedback/{mediaId} says: 200 the finished analysis (also an honest "could not be
 * completed" or "no athlete detected"), 202 its progress, 404 no analysis for this upload.
 */
export type AnalysisStatus =
  | { state: 'ready'; feedback: AiFeedback }
  | { state: 'pending'; status: AnalysisPending['status']; progress: number }
  | { state: 'none' };

export const analysisStatusKey = (mediaId: number | null) => ['/api/ai-feedback', mediaId, 'status'] as const;

/** One GET /api/ai-feedback/{mediaId}; a 401 or a server error throws ("401: ..." as the app's other calls). */
export async function fetchAnalysisStatus(mediaId: number, signal?: AbortSignal): Promise<AnalysisStatus> {
  const res = await fetch(`/api/ai-feedback/${mediaId}`, { credentials: 'include', signal });
  if (res.status === 202) {
    const pending = analysisPendingSchema.safeParse(await res.json().catch(() => null));
    return pending.success ? { state: 'pending', ...pending.data } : { state: 'pending', status: 'QUEUED', progress: 0 };
  }
  if (res.status === 404) return { state: 'none' };
  await throwIfResNotOk(res);
  const feedback = parseAiFeedback(await res.json().catch(() => null));
  return feedback ? { state: 'ready', feedback } : { state: 'none' };
}

/**
 * The analysis of a new upload. The first request goes when `mediaId` is set (the upload flow sets
 * it 2 s after the record is created: part 2's one fetch); while the answer is 202 it is asked again
 * every 1.5 s, and it stops at a 200, a 404 or an error that retries did not cure. Observers with `poll: false` only read the cache.
 */
export function useAnalysisStatus(mediaId: number | null, { poll = true }: { poll?: boolean } = {}) {
  return useQuery<AnalysisStatus>({
    queryKey: analysisStatusKey(mediaId),
    enabled: mediaId !== null,
    queryFn: ({ signal }) => fetchAnalysisStatus(mediaId!, signal),
    // A flaky network or a server hiccup is tried again a few times; a session that ended is not.
    retry: (failures, error) => !isUnauthorizedError(error) && failures < MAX_FAILED_CHECKS,
    retryDelay: ANALYSIS_POLL_MS * 2,
    refetchInterval: (q) => (poll && q.state.status !== 'error' && q.state.data?.state === 'pending' ? ANALYSIS_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
