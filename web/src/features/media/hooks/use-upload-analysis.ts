import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isUnauthorizedError } from '@/lib/api';
import { useAnalysisStatus } from '@/features/analysis/api/use-analysis-status';
import { MY_AI_FEEDBACK_KEY } from '@/features/analysis/api/use-my-ai-feedback';

/** Part 2, section 9: the AI feedback is fetched once, 2000 ms after the record is created. */
export const AI_FEEDBACK_DELAY_MS = 2000;

/**
 * After the upload: the analysis of the recorded file, asked for 2 s after its record; the status query
 * then follows the progress until the result. The finished analysis joins the AI Analysis tab's list;
 * a session that ended is told. Leaving the page drops a pending ask.
 */
export function useUploadAnalysis({ onSignedOut }: { onSignedOut: () => void }) {
  const queryClient = useQueryClient();
  /** The upload whose analysis is asked for: set 2 s after its record is created. */
  const [askedId, setAskedId] = useState<number | null>(null);
  const analysis = useAnalysisStatus(askedId);
  const timer = useRef<number | undefined>(undefined);

  /** Part 2's one fetch 2 s after the record. */
  const askLater = (id: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setAskedId(id), AI_FEEDBACK_DELAY_MS);
  };
  /** Forgets the last upload's analysis (a new upload starts). */
  const reset = () => {
    window.clearTimeout(timer.current);
    setAskedId(null);
  };

  const analysisState = analysis.data?.state;
  const signedOut = isUnauthorizedError(analysis.error);
  useEffect(() => {
    if (analysisState === 'ready') void queryClient.invalidateQueries({ queryKey: MY_AI_FEEDBACK_KEY });
  }, [analysisState, askedId, queryClient]);
  const onAnalysisSignedOut = useEffectEvent(() => onSignedOut());
  useEffect(() => {
    if (signedOut) onAnalysisSignedOut();
  }, [signedOut]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { askedId, analysis, askLater, reset };
}
