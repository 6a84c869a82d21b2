import { z } from 'zod';
import type { AuthUser } from '@common/auth';
import { msg } from '@common/messages/index';
import type { userProfileSetupSchema } from '@common/profiles';

/** Part 2, section 5: age is a number from 5 to 50 (blank until the athlete fills it in). */
export const setupFormSchema = z.object({
  age: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), msg('profiles.ageWhole'))
    .refine((v) => v === '' || Number(v) >= 5, msg('profiles.ageMin'))
    .refine((v) => v === '' || Number(v) <= 50, msg('profiles.ageMax')),
  sport: z.string(),
  position: z.string(),
  trainingGoals: z.string().max(2000, msg('profiles.goalsLong')),
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
