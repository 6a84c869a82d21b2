import { detailsRequiredSchema } from '@common/bookings';
import { ApiError } from '@/lib/api';
import { waiverRequiredOf } from '@/features/waivers/lib/waiver-required';

/**
 * The athlete whose details the server asked for before it would hold a spot, or null for any
 * other answer: the emergency contact (409 athlete_details_required) or the latest waiver signed
 * (409 waiver_required, decision 043). Checkout's athlete-details step asks for whichever is missing.
 */
export function detailsRequiredFor(error: unknown): number | null {
  const waiver = waiverRequiredOf(error);
  if (waiver) return waiver.athleteId;
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const parsed = detailsRequiredSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.athleteId : null;
  } catch {
    return null;
  }
}
