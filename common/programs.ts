import { z } from 'zod';

export const PROGRAM_TYPES = ['BASKETBALL', 'SOCCER', 'FOOTBALL', 'SPEED_AGILITY', 'VOLLEYBALL', 'PRIVATE'] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

/** Sport tabs of the programs page (part 1, 2.7) and the availability widget (2.6). */
export const SPORT_TABS: Array<{ key: 'ALL' | ProgramType; label: string }> = [
  { key: 'ALL', label: 'All Sports' },
  { key: 'BASKETBALL', label: 'Basketball' },
  { key: 'SOCCER', label: 'Soccer' },
  { key: 'FOOTBALL', label: 'Football' },
  { key: 'SPEED_AGILITY', label: 'Speed & Agility' },
];

export const PROGRAM_TYPE_LABEL: Record<ProgramType, string> = {
  BASKETBALL: 'Basketball',
  SOCCER: 'Soccer',
  FOOTBALL: 'Football',
  SPEED_AGILITY: 'Speed & Agility',
  VOLLEYBALL: 'Volleyball',
  PRIVATE: 'Private Training',
};

/** The image shown when a program's own image fails to load. */
export const DEFAULT_PROGRAM_IMAGE: Record<ProgramType, string> = {
  BASKETBALL: '/images/programs/basketball.svg',
  SOCCER: '/images/programs/soccer.svg',
  FOOTBALL: '/images/programs/football.svg',
  SPEED_AGILITY: '/images/programs/speed-agility.svg',
  VOLLEYBALL: '/images/programs/volleyball.svg',
  PRIVATE: '/images/programs/private.svg',
};

export const sessionSummarySchema = z.object({
  id: z.number().int(),
  programId: z.number().int(),
  sessionTitle: z.string().nullable(),
  /** YYYY-MM-DD in the facility's time zone. */
  date: z.string(),
  /** HH:MM:SS in the facility's time zone. */
  time: z.string(),
  startsAt: z.string(),
  availableSpots: z.number().int(),
  totalSpots: z.number().int(),
  location: z.string(),
  status: z.enum(['ACTIVE', 'CANCELLED']),
  coach: z.object({ name: z.string() }).nullable(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const programSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(PROGRAM_TYPES),
  description: z.string(),
  /** Dollars, as the spec's API shows them. */
  price: z.number(),
  duration: z.number().int(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type Program = z.infer<typeof programSchema>;

export const programWithSessionsSchema = programSchema.extend({ upcomingSessions: z.array(sessionSummarySchema) });
export type ProgramWithSessions = z.infer<typeof programWithSessionsSchema>;

export const trainingSessionSchema = sessionSummarySchema.extend({
  program: z.object({ id: z.number().int(), name: z.string(), price: z.number(), type: z.enum(PROGRAM_TYPES), duration: z.number().int() }),
  coachName: z.string().nullable(),
});
export type TrainingSession = z.infer<typeof trainingSessionSchema>;

export const formatPrice = (dollars: number) => `$${dollars.toFixed(2)}`;
export const centsToDollars = (cents: number) => Math.round(cents) / 100;
