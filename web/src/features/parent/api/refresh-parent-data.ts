import type { QueryClient } from '@tanstack/react-query';
import { parentApi } from '@common/parent';

/** Every parent call (athletes, invitations, sessions and feedback of any scope, billing, plan notices). */
const PARENT_PATHS = [parentApi.athletes, parentApi.invitations, parentApi.upcoming, parentApi.feedback, parentApi.billing, parentApi.planNotices].map(
  (e) => e.path,
);

export const refreshParentData = (qc: QueryClient) => Promise.all(PARENT_PATHS.map((path) => qc.invalidateQueries({ queryKey: [path] })));
