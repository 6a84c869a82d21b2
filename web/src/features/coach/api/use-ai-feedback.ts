import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/** What the coach dashboard reads of GET /api/ai-feedback/{mediaId}; anything else is ignored. */
const aiFeedbackSchema = z.object({
  confidence: z.number().min(0).max(1),
  feedback: z.string(),
  strengths: z.array(z.string()).default([]),
  improvements: z.array(z.string()).default([]),
  overlayUrl: z.string().nullish(),
});
export type AiFeedback = z.infer<typeof aiFeedbackSchema>;

export type AiFeedbackState = { state: 'ready'; analysis: AiFeedback } | { state: 'processing' } | { state: 'none' };

const PROCESSING_POLL_MS = 10_000;

/**
 * The AI analysis of one upload. Defensive on purpose: 200 with a readable body is shown, 202 means
 * "in progress" (asked again every 10 s), and anything else (404, an error, an unknown shape) shows nothing.
 */
export function useAiFeedback(mediaId: number | null) {
  return useQuery<AiFeedbackState>({
    queryKey: ['/api/ai-feedback', mediaId],
    enabled: mediaId != null,
    queryFn: async ({ signal }) => {
      try {
        const res = await fetch(`/api/ai-feedback/${mediaId}`, { credentials: 'include', signal });
        if (res.status === 202) return { state: 'processing' };
        if (res.status !== 200) return { state: 'none' };
        const parsed = aiFeedbackSchema.safeParse(await res.json());
        return parsed.success ? { state: 'ready', analysis: parsed.data } : { state: 'none' };
      } catch (err) {
        if (signal.aborted) throw err;
        return { state: 'none' };
      }
    },
    refetchInterval: (q) => (q.state.data?.state === 'processing' ? PROCESSING_POLL_MS : false),
  });
}
