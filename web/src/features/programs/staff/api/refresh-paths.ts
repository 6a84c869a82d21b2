import { programsApi } from '@common/programs';
import { scheduleApi } from '@common/schedule';

/** What shows the catalogue: the staff's list and calendar, and the public programs and their sessions. */
export const PROGRAM_PATHS = [programsApi.staffList.path, scheduleApi.staffSessions.path, programsApi.list.path, programsApi.sessions.path];
