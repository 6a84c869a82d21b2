import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const CANCEL_NOTICE_HOURS = 24;
export const RESCHEDULE_NOTICE_HOURS = 24;

export const dashboardStatsSchema = z.object({
  sessionsThisMonth: z.number().int(),
  sessionsLastMonth: z.number().int(),
  totalSessions: z.number().int(),
  achievements: z.number().int(),
  mediaUploads: z.number().int(),
  /** Consecutive weeks, up to this one, with a session or an upload. */
  streakWeeks: z.number().int(),
  lastUploadAt: z.string().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** The Total Sessions badge: the real change of sessions this month against last month. */
export function monthChangeLabel(thisMonth: number, lastMonth: number): string {
  if (lastMonth === 0) return thisMonth > 0 ? 'New' : '0%';
  const pct = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  return `${pct > 0 ? '+' : ''}${pct}%`;
}

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `d` (weeks run Monday to Sunday). */
function weekStart(d: Date): number {
  const day = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
}

/**
 * Consecutive weeks with activity, counted back from this week; a week with nothing yet this
 * week does not break a streak that ran through last week.
 */
export function weeklyStreak(activity: Date[], now: Date): number {
  const weeks = new Set(activity.filter((d) => d.getTime() <= now.getTime()).map(weekStart));
  let cursor = weekStart(now);
  if (!weeks.has(cursor)) cursor -= WEEK;
  let streak = 0;
  while (weeks.has(cursor)) {
    streak += 1;
    cursor -= WEEK;
  }
  return streak;
}

export type Urgency = 'high' | 'medium' | 'low';

/** Part 1, section 4: high with feedback and the last upload over 7 days ago, medium within 7 days, low otherwise. */
export function motivationUrgency(hasFeedback: boolean, lastUploadAt: Date | null, now: Date): Urgency {
  if (!hasFeedback || !lastUploadAt) return 'low';
  const days = (now.getTime() - lastUploadAt.getTime()) / (24 * 60 * 60 * 1000);
  return days > 7 ? 'high' : 'medium';
}

export const ACHIEVEMENT_CATEGORIES = ['Milestone', 'Progress', 'Elite', 'Consistency', 'Engagement', 'Special'] as const;

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  points: z.number().int(),
  earned: z.boolean(),
  progress: z.number().int(),
  maxProgress: z.number().int(),
  color: z.string(),
  icon: z.string(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export interface AchievementInputs {
  totalSessions: number;
  /** Most sessions in any one calendar month. */
  bestMonthSessions: number;
  mediaUploads: number;
  /** Sessions starting between 7 and 9 AM. */
  morningSessions: number;
}

/** Part 1, section 9: the eight achievements, thresholds and points. */
const DEFINITIONS: Array<Omit<Achievement, 'earned' | 'progress'> & { value: (i: AchievementInputs) => number }> = [
  {
    id: 'first-steps',
    title: 'First Steps',
    description: 'Book your first training session',
    category: 'Milestone',
    points: 50,
    maxProgress: 1,
    color: 'green',
    icon: 'footprints',
    value: (i) => i.totalSessions,
  },
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Book 5 training sessions',
    category: 'Progress',
    points: 100,
    maxProgress: 5,
    color: 'blue',
    icon: 'trending-up',
    value: (i) => i.totalSessions,
  },
  {
    id: 'dedicated-athlete',
    title: 'Dedicated Athlete',
    description: 'Book 10 training sessions',
    category: 'Progress',
    points: 200,
    maxProgress: 10,
    color: 'purple',
    icon: 'dumbbell',
    value: (i) => i.totalSessions,
  },
  {
    id: 'training-veteran',
    title: 'Training Veteran',
    description: 'Book 25 training sessions',
    category: 'Elite',
    points: 500,
    maxProgress: 25,
    color: 'amber',
    icon: 'crown',
    value: (i) => i.totalSessions,
  },
  {
    id: 'monthly-consistency',
    title: 'Monthly Consistency',
    description: 'Train 4 sessions in one month',
    category: 'Consistency',
    points: 150,
    maxProgress: 4,
    color: 'teal',
    icon: 'calendar-check',
    value: (i) => i.bestMonthSessions,
  },
  {
    id: 'media-contributor',
    title: 'Media Contributor',
    description: 'Upload your first training video or photo',
    category: 'Engagement',
    points: 75,
    maxProgress: 1,
    color: 'pink',
    icon: 'camera',
    value: (i) => i.mediaUploads,
  },
  {
    id: 'content-creator',
    title: 'Content Creator',
    description: 'Upload 5 training videos or photos',
    category: 'Engagement',
    points: 250,
    maxProgress: 5,
    color: 'rose',
    icon: 'video',
    value: (i) => i.mediaUploads,
  },
  {
    id: 'early-bird',
    title: 'Early Bird',
    description: 'Book 3 morning sessions between 7 and 9 AM',
    category: 'Special',
    points: 100,
    maxProgress: 3,
    color: 'orange',
    icon: 'sunrise',
    value: (i) => i.morningSessions,
  },
];

export function computeAchievements(inputs: AchievementInputs): Achievement[] {
  return DEFINITIONS.map(({ value, ...d }) => {
    const progress = Math.min(value(inputs), d.maxProgress);
    return { ...d, progress, earned: progress >= d.maxProgress };
  });
}

/** Completion percent (earned over total, rounded) and total points of earned achievements. */
export function achievementSummary(list: Achievement[]) {
  const earned = list.filter((a) => a.earned);
  return {
    earned: earned.length,
    total: list.length,
    percent: list.length ? Math.round((earned.length / list.length) * 100) : 0,
    points: earned.reduce((s, a) => s + a.points, 0),
  };
}

export const isMorningSession = (time: string) => time >= '07:00:00' && time <= '09:00:00';

export interface BookingLike {
  status: string;
  session: { date?: string | null; time?: string | null } | null;
}

/**
 * Part 1, section 4: cancelled bookings are cancelled; otherwise a session in the future (time
 * defaults to 12:00:00) is upcoming, the rest completed; bookings without a date are skipped.
 * Upcoming ascending, completed descending. `toInstant` turns a facility date and time into a Date.
 */
export function groupBookings<T extends BookingLike>(list: T[], now: Date, toInstant: (date: string, time: string) => Date) {
  const upcoming: Array<{ b: T; at: number }> = [];
  const completed: Array<{ b: T; at: number }> = [];
  const cancelled: T[] = [];
  for (const b of list) {
    if (b.status === 'CANCELLED') {
      cancelled.push(b);
      continue;
    }
    if (!b.session?.date) continue;
    const at = toInstant(b.session.date, b.session.time || '12:00:00').getTime();
    (at > now.getTime() ? upcoming : completed).push({ b, at });
  }
  upcoming.sort((x, y) => x.at - y.at);
  completed.sort((x, y) => y.at - x.at);
  return { upcoming: upcoming.map((x) => x.b), completed: completed.map((x) => x.b), cancelled };
}

export interface SessionOption {
  id: number;
  programId: number;
  date: string;
  time: string;
  startsAt: string;
  availableSpots: number;
}

/**
 * Part 1, section 5: the reschedule choices: future sessions of the same program with spots,
 * one per date and time (the one with most spots), sorted by time.
 */
export function rescheduleOptions<T extends SessionOption>(sessions: T[], programId: number, currentSessionId: number, now: Date): T[] {
  const best = new Map<string, T>();
  for (const s of sessions) {
    if (s.programId !== programId || s.id === currentSessionId || s.availableSpots <= 0) continue;
    if (new Date(s.startsAt).getTime() <= now.getTime()) continue;
    const key = `${s.date} ${s.time}`;
    const prev = best.get(key);
    if (!prev || s.availableSpots > prev.availableSpots) best.set(key, s);
  }
  return [...best.values()].sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime());
}

const tags = ['member'];

/** The member's own figures (decision 032). */
export const memberApi = {
  /** Sessions this and last month, totals, achievements, uploads and the weekly streak. */
  dashboardStats: endpoint({ method: 'GET', path: '/api/dashboard-stats', response: dashboardStatsSchema, access: 'user', tags }),
  /** The eight achievements with progress. */
  achievements: endpoint({ method: 'GET', path: '/api/achievements', response: z.array(achievementSchema), access: 'user', tags }),
};
