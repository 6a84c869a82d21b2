import { z } from 'zod';
import { ROLES } from './auth.ts';

export const linkedAthleteSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int().nullable(),
  role: z.enum(ROLES),
  isMinor: z.boolean(),
  email: z.string(),
});
export type LinkedAthlete = z.infer<typeof linkedAthleteSchema>;
