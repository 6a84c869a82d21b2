import { bookingsApi } from '@common/bookings';
import { coachApi } from '@common/coach';
import { memberApi } from '@common/member';
import { programsApi } from '@common/programs';
import { scheduleApi } from '@common/schedule';

/**
 * What the rest of the app shows of a session's places: catalogues, the schedule page, dashboards,
 * the members' places in line (more capacity is offered to the line, a cancelled session closes it).
 * '/api/training-programs' also covers '/api/training-programs-with-sessions' (paths are prefixes).
 * Refreshed by the schedule's edits and by bookings' cancel-a-session and offer-a-place; it lives in
 * bookings because the schedule feature imports bookings (never the other way: no feature cycle).
 */
export const SCHEDULE_PATHS = [
  scheduleApi.staffSessions.path,
  programsApi.sessions.path,
  programsApi.list.path,
  coachApi.sessions.path,
  bookingsApi.mine.path,
  memberApi.dashboardStats.path,
  bookingsApi.myWaitlist.path,
];
/** A session's line as staff and its members see it (the staff path covers '/api/staff/sessions/{id}/waitlist'). */
export const WAITLIST_PATHS = [scheduleApi.staffSessions.path, bookingsApi.myWaitlist.path];
