import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auditApi } from '@common/audit';

const AUDIT_PATH = auditApi.list.path;

/**
 * Refreshes every query whose path starts with one of `paths`: ['/api/staff/sessions'] also covers
 * '/api/staff/sessions?from=...', the rosters and the waitlists, ['/api/alumni'] the featured list and the stories.
 * The audit log always refreshes: every staff change is recorded there.
 * Each feature keeps the path lists of its own changes (issue 34): `SCHEDULE_PATHS` and `WAITLIST_PATHS`
 * in features/bookings/staff/api/refresh-paths.ts, `PROGRAM_PATHS` in features/programs/staff/api,
 * `PACK_PATHS` in features/packs/staff/api.
 */
export function useRefresh() {
  const qc = useQueryClient();
  return useCallback(
    (paths: readonly string[]) => qc.invalidateQueries({ predicate: (q) => [...paths, AUDIT_PATH].some((p) => String(q.queryKey[0]).startsWith(p)) }),
    [qc],
  );
}
