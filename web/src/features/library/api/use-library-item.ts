import { useQuery } from '@tanstack/react-query';
import { libraryApi } from '@common/library';
import { apiQuery } from '@/lib/api-client';

/** One item opened: in full, or its teaser when the reader's plan does not include it. */
export function useLibraryItem(id: number) {
  return useQuery({ ...apiQuery(libraryApi.get, { params: { id } }), enabled: Number.isInteger(id) && id > 0, staleTime: 60_000 });
}
