import { SPORT_TABS, type ProgramType, type ProgramWithSessions } from '@common/programs';

export type AvailabilityTab = 'ALL' | ProgramType;

/** Part 1, 2.6: the sport tabs of the programs page plus Private Training (their labels are in the dashboard namespace). */
export const AVAILABILITY_TABS: AvailabilityTab[] = [...SPORT_TABS.map((t) => t.key), 'PRIVATE'];

/** Part 1, section 9: the availability window. */
export const AVAILABILITY_DAYS = 14;

export type SpotsTone = 'danger' | 'warning' | 'success';

export interface ProgramAvailability {
  program: ProgramWithSessions;
  sessions: number;
  spots: number;
  tone: SpotsTone;
}

/** Part 1, section 4: red at 0 spots, yellow when spots are at most twice the session count, green otherwise. */
export function spotsTone(spots: number, sessions: number): SpotsTone {
  if (spots <= 0) return 'danger';
  return spots <= 2 * sessions ? 'warning' : 'success';
}

/** ACTIVE sessions starting within the next 14 days, counted per program of the tab; programs without any are left out. */
export function weekAvailability(programs: ProgramWithSessions[], tab: AvailabilityTab, now: Date): ProgramAvailability[] {
  const end = now.getTime() + AVAILABILITY_DAYS * 24 * 60 * 60 * 1000;
  return programs
    .filter((p) => tab === 'ALL' || p.type === tab)
    .map((program) => {
      const inWindow = program.upcomingSessions.filter((s) => {
        const at = new Date(s.startsAt).getTime();
        return s.status === 'ACTIVE' && at > now.getTime() && at <= end;
      });
      const spots = inWindow.reduce((sum, s) => sum + Math.max(0, s.availableSpots), 0);
      return { program, sessions: inWindow.length, spots, tone: spotsTone(spots, inWindow.length) };
    })
    .filter((a) => a.sessions > 0);
}
