import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auditApi } from '@common/audit';
import { bookingsApi } from '@common/bookings';
import { coachApi } from '@common/coach';
import { memberApi } from '@common/member';
import { packsApi } from '@common/packs';
import { programsApi } from '@common/programs';
import { scheduleApi } from '@common/schedule';

const AUDIT_PATH = auditApi.list.path;

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
 * '/api/training-programs' also covers '/api/training-programs-with-sessions' (paths are prefixes).
 */
export const SCHEDULE_PATHS = [scheduleApi.staffSessions.path, programsApi.sessions.path, programsApi.list.path, coachApi.sessions.path, bookingsApi.mine.path, memberApi.dashboardStats.path, bookingsApi.myWaitlist.path];
/** A session's line as staff and its members see it (the staff path covers '/api/staff/sessions/{id}/waitlist'). */
export const WAITLIST_PATHS = [scheduleApi.staffSessions.path, bookingsApi.myWaitlist.path];
export const PROGRAM_PATHS = [programsApi.staffList.path, scheduleApi.staffSessions.path, programsApi.list.path, programsApi.sessions.path];
/** Session packs as staff, members (on sale) and the pack report see them. */
export const PACK_PATHS = [packsApi.staffList, packsApi.list, packsApi.report].map((e) => e.path);
