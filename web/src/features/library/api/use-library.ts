import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { libraryApi } from '@common/library';
import { apiQuery } from '@/lib/api-client';

export interface LibraryFilters {
  q?: string;
  sport?: string;
  level?: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
  kind?: 'VIDEO' | 'ARTICLE';
  skill?: string;
  freeOnly?: 'true';
}

/** The library as the signed-in reader sees it, filtered; the previous answer stays while typing. */
export function useLibrary(filters: LibraryFilters) {
  return useQuery({ ...apiQuery(libraryApi.list, { query: { ...filters, limit: 48, offset: 0 } }), placeholderData: keepPreviousData });
}
