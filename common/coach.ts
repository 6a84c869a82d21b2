import { z } from 'zod';

export const coachStatsSchema = z.object({
  todaySessions: z.number().int(),
  pendingFeedback: z.number().int(),
  totalAthletes: z.number().int(),
  /** Average rating this coach has given, one decimal; null before the first review. */
  avgRating: z.number().nullable(),
});
export type CoachStats = z.infer<typeof coachStatsSchema>;

export const coachSessionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  sessionTitle: z.string().nullable(),
  location: z.string(),
  availableSpots: z.number().int(),
  totalSpots: z.number().int(),
  program: z.object({ name: z.string() }),
  bookings: z.array(z.object({ id: z.number().int(), athlete: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }) })),
});
export type CoachSession = z.infer<typeof coachSessionSchema>;

export const coachAthleteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  joinDate: z.string(),
});
export type CoachAthlete = z.infer<typeof coachAthleteSchema>;
