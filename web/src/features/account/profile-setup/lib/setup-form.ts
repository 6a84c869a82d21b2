import { z } from 'zod';
import type { AuthUser } from '@common/auth';
import type { userProfileSetupSchema } from '@common/profiles';

/** The form's own messages; the page shows them in its language (errors.<key> in the profileSetup namespace). */
export const SETUP_ERRORS = {
  ageWhole: 'Age must be a whole number',
  ageMin: 'Age must be at least 5',
  ageMax: 'Age must be 50 or under',
  goalsLong: 'Please keep your goals under 2000 characters',
} as const;
export type SetupErrorKey = keyof typeof SETUP_ERRORS;

/** The key of one of the form's own messages, or null (a message of the zod error map is already in the page's language). */
export const setupErrorKey = (message: string | undefined): SetupErrorKey | null =>
  (Object.keys(SETUP_ERRORS) as SetupErrorKey[]).find((k) => SETUP_ERRORS[k] === message) ?? null;

/** Part 2, section 5: age is a number from 5 to 50 (blank until the athlete fills it in). */
export const setupFormSchema = z.object({
  age: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d+$/.test(v), SETUP_ERRORS.ageWhole)
    .refine((v) => v === '' || Number(v) >= 5, SETUP_ERRORS.ageMin)
    .refine((v) => v === '' || Number(v) <= 50, SETUP_ERRORS.ageMax),
  sport: z.string(),
  position: z.string(),
  trainingGoals: z.string().max(2000, SETUP_ERRORS.goalsLong),
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
