import { detailsRequiredSchema } from '@common/bookings';
import { ApiError } from '@/lib/api';

/**
 * The athlete whose details (emergency contact, signed waiver) the server asked for before it would
 * hold a spot (409 athlete_details_required), or null for any other answer.
 */
export function detailsRequiredFor(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const parsed = detailsRequiredSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.athleteId : null;
  } catch {
    return null;
  }
}
