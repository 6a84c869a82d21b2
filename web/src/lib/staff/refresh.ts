import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { packsApi } from '@common/packs';

const AUDIT_PATH = '/api/staff/audit';

/**
 * Refreshes every query whose path starts with one of `paths`: ['/api/staff/sessions'] also covers
 * '/api/staff/sessions?from=...', the rosters and the waitlists, ['/api/alumni'] the featured list and the stories.
 * The audit log always refreshes: every staff change is recorded there.
 */
export function useRefresh() {
  const qc = useQueryClient();
  return useCallback(
    (paths: readonly string[]) =>
      qc.invalidateQueries({ predicate: (q) => [...paths, AUDIT_PATH].some((p) => String(q.queryKey[0]).startsWith(p)) }),
    [qc],
  );
}

/**
 * What the rest of the app shows of the schedule: catalogues, the schedule page, dashboards, the
 * members' places in line (more capacity is offered to the line, a cancelled session closes it).
 */
export const SCHEDULE_PATHS = ['/api/staff/sessions', '/api/training-sessions', '/api/training-programs', '/api/coach/sessions', '/api/my-bookings', '/api/dashboard-stats', '/api/waitlist'] as const;
/** A session's line as staff and its members see it (the staff path covers '/api/staff/sessions/{id}/waitlist'). */
export const WAITLIST_PATHS = ['/api/staff/sessions', '/api/waitlist'] as const;
export const PROGRAM_PATHS = ['/api/staff/programs', '/api/staff/sessions', '/api/training-programs', '/api/training-sessions'] as const;
/** Session packs as staff, members (on sale) and the pack report see them. */
export const PACK_PATHS = [packsApi.staffList, packsApi.list, packsApi.report].map((e) => e.path);
