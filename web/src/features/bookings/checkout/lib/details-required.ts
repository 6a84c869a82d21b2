import { detailsRequiredSchema } from '@common/booking';

/**
 * The athlete whose details (emergency contact, signed waiver) the server asked for before it would
 * hold a spot (409 athlete_details_required), or null for any other answer.
 */
export function detailsRequiredFor(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^409: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const parsed = detailsRequiredSchema.safeParse(JSON.parse(match[1] ?? ''));
    return parsed.success ? parsed.data.athleteId : null;
  } catch {
    return null;
  }
}
