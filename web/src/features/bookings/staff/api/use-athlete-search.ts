import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingsApi } from '@common/bookings';
import { apiQuery } from '@/lib/api-client';

/** GET /api/staff/athletes?search=: up to 20 athletes whose name or e-mail match, once at least 2 letters are typed. */
export function useAthleteSearch(search: string) {
  const words = search.trim();
  return useQuery({ ...apiQuery(bookingsApi.athletes, { query: { search: words } }), enabled: words.length >= 2, placeholderData: keepPreviousData });
}
