import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DirectoryEntry } from '@common/profiles';
import { directoryApiPath, type DirectoryParams } from '../lib/directory-params';

export interface DirectoryPage {
  profiles: DirectoryEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/public-profiles?search=&sport=&position=&gender=&page=&pageSize=: filtered and paged by the server. */
export function useDirectory(params: DirectoryParams) {
  return useQuery<DirectoryPage>({
    queryKey: [directoryApiPath(params)],
    // The last page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
