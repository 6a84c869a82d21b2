import { waiverRequiredSchema, type WaiverRequired } from '@common/waivers';
import { ApiError } from '@/lib/api';

/** The waiver a booking or a game was refused for (409 waiver_required), or null for any other answer. */
export function waiverRequiredOf(error: unknown): WaiverRequired | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const parsed = waiverRequiredSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Where to sign it outside checkout: /waiver, for a linked athlete with ?athleteId=, coming back to `next`. */
export function waiverPagePath(athleteId?: number, next?: string): string {
  const params = new URLSearchParams();
  if (athleteId !== undefined) params.set('athleteId', String(athleteId));
  if (next) params.set('next', next);
  const q = params.toString();
  return q ? `/waiver?${q}` : '/waiver';
}
