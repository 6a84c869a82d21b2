import { z } from 'zod';
import type { AuthUser } from '@common/auth';
import type { userProfileSetupSchema } from '@common/profiles';

/** Part 2, section 5: age is a number from 5 to 50 (blank until the athlete fills it in). */
export const setupFormSchema = z.object({
  age: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), 'Age must be a whole number')
    .refine((v) => v === '' || Number(v) >= 5, 'Age must be at least 5')
    .refine((v) => v === '' || Number(v) <= 50, 'Age must be 50 or under'),
  sport: z.string(),
  position: z.string(),
  trainingGoals: z.string().max(2000, 'Please keep your goals under 2000 characters'),
});
export type SetupFormValues = z.infer<typeof setupFormSchema>;

export type SetupPayload = z.input<typeof userProfileSetupSchema>;

/** The form prefilled from the signed-in user. */
export const setupDefaults = (user: AuthUser): SetupFormValues => ({
  age: user.age === null ? '' : String(user.age),
  sport: user.sport ?? '',
  position: user.position ?? '',
  trainingGoals: user.trainingGoals ?? '',
});

/** The PUT /api/user/profile body; the picture's filename only when a new one was uploaded. */
export function toSetupPayload(values: SetupFormValues, pictureFilename: string | null, completed: boolean): SetupPayload {
  const age = values.age.trim();
  return {
    age: age === '' ? null : Number(age),
    sport: values.sport || null,
    position: values.position || null,
    trainingGoals: values.trainingGoals.trim() || null,
    ...(pictureFilename ? { profilePicture: pictureFilename } : {}),
    profileCompleted: completed,
  };
}
