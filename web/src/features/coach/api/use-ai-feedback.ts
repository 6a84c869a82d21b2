import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

const strings = z.array(z.string()).catch([]);
/** One measured value as the API sends it (common/analysis.ts); unreadable entries are dropped. */
const measureSchema = z.object({ key: z.string().catch(''), label: z.string(), value: z.number(), unit: z.string().catch('') });

/** What the coach dashboard reads of GET /api/ai-feedback/{mediaId} (200); anything else is ignored. */
const aiFeedbackSchema = z.object({
  confidence: z.number().min(0).max(1),
  feedback: z.string(),
  strengths: strings.default([]),
  improvements: strings.default([]),
  recommendations: strings.default([]),
  tags: strings.default([]),
  overlayUrl: z.string().nullish(),
  measures: z
    .object({ values: z.array(z.unknown()).catch([]) })
    .nullish()
    .catch(null)
    .transform((m) => (m?.values ?? []).flatMap((v) => (measureSchema.safeParse(v).success ? [measureSchema.parse(v)] : []))),
});
export type AiFeedback = z.infer<typeof aiFeedbackSchema>;

/** 202 while the analysis is queued or running. */
const pendingSchema = z.object({ status: z.enum(['QUEUED', 'RUNNING']).catch('QUEUED'), progress: z.number().catch(0) });

export type AiFeedbackState =
  | { state: 'ready'; analysis: AiFeedback }
  | { state: 'processing'; status: 'QUEUED' | 'RUNNING'; progress: number }
  | { state: 'none' };

const PROCESSING_POLL_MS = 3000;

/**
 * The AI analysis of one upload. Defensive on purpose: 200 with a readable body is shown, 202 means
 * "in progress" (asked again every 3 s, with its progress), and anything else (404, an error, an
 * unknown shape) shows nothing.
 */
export function useAiFeedback(mediaId: number | null) {
  return useQuery<AiFeedbackState>({
    queryKey: ['/api/ai-feedback', mediaId],
    enabled: mediaId != null,
    queryFn: async ({ signal }) => {
      try {
        const res = await fetch(`/api/ai-feedback/${mediaId}`, { credentials: 'include', signal });
        if (res.status === 202) {
          const pending = pendingSchema.safeParse(await res.json().catch(() => null));
          return { state: 'processing', ...(pending.success ? pending.data : { status: 'QUEUED' as const, progress: 0 }) };
        }
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
