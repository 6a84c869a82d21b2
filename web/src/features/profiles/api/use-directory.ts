import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { profilesApi } from '@common/profiles';
import { apiQuery } from '@/lib/api-client';
import { directoryQuery, type DirectoryParams } from '../lib/directory-params';

/** One page of the directory, filtered and paged by the server. */
export function useDirectory(params: DirectoryParams) {
  return useQuery({
    ...apiQuery(profilesApi.directory, { query: directoryQuery(params) }),
    // The last page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
