import type { QueryClient } from '@tanstack/react-query';

/** Every parent call (athletes, invitations, sessions and feedback of any scope, billing). */
export const refreshParentData = (qc: QueryClient) =>
  qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/parent/') });
