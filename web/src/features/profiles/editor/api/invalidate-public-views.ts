import type { QueryClient } from '@tanstack/react-query';
import { profilesApi } from '@common/profiles';

/** The public profile pages (`/api/profiles/:slug`, any slug) and the directory. */
const PUBLIC_PATHS = [profilesApi.public.path.split(':')[0]!, profilesApi.directory.path];

/** After a save, the public profile pages and the directory (counts, visibility) are out of date. */
export function invalidatePublicViews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => PUBLIC_PATHS.some((path) => String(q.queryKey[0]).startsWith(path)) });
}
