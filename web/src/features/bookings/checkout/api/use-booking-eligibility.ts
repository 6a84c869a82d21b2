import { useQuery } from '@tanstack/react-query';
import type { Eligibility } from '@common/age-groups';
import { bookingsApi } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18next';

/**
 * GET /api/booking-eligibility?sessionId=: whom the member may book this session for by its age
 * group (issue 29), each with the refusal they would get (worded in the reader's language, hence
 * the language in the key). The server checks again at every step; this only tells people first.
 */
export function useBookingEligibility(sessionId: number | null) {
  const { language } = useT('checkout');
  const options = apiQuery(bookingsApi.eligibility, { query: { sessionId: sessionId ?? 0 } });
  return useQuery({ ...options, queryKey: [...options.queryKey, language], enabled: sessionId !== null });
}

/**
 * This athlete's standing (parents: the one chosen; athletes: themself) when they may not book:
 * the refusal to show, or, with no age on file, that their details (age included) come first.
 */
export function ageStandingOf(data: Eligibility | undefined, athleteId: number | null | undefined): Eligibility['athletes'][number] | null {
  if (!data || athleteId === null) return null;
  const entry = athleteId === undefined ? data.athletes[0] : data.athletes.find((a) => a.athleteId === athleteId);
  return entry && !entry.bookable ? entry : null;
}
