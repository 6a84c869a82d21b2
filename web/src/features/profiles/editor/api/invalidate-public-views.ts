import type { QueryClient } from '@tanstack/react-query';

/** After a save, the public profile pages and the directory (counts, visibility) are out of date. */
export function invalidatePublicViews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const path = String(q.queryKey[0]);
      return path.startsWith('/api/profiles/') || path.startsWith('/api/public-profiles');
    },
  });
}
