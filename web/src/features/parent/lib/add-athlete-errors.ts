import { INPUT_MESSAGES } from '@common/input';
import { PARENT_MESSAGES } from '@common/parent';
import type { TFunction } from '@/lib/i18n/i18next';

/**
 * The add-athlete rules (addAthleteSchema, common/parent.ts) word their messages in English: each
 * one's key in the parent namespace (add.errors.*). Zod's own sentences already follow the language.
 */
type Key =
  | 'emailRequired'
  | 'emailInvalid'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'ageRequired'
  | 'ageWhole'
  | 'ageMin'
  | 'ageMax'
  | 'birthDateRequired'
  | 'birthDateInvalid'
  | 'birthDateFuture'
  | 'childTooYoung'
  | 'childAdult';
const KEYS: Record<string, Key> = {
  'Email is required': 'emailRequired',
  'Please enter a valid email address': 'emailInvalid',
  'First name is required': 'firstNameRequired',
  'Last name is required': 'lastNameRequired',
  'Age is required': 'ageRequired',
  'Age must be a whole number': 'ageWhole',
  'Athlete must be at least 5 years old': 'ageMin',
  'Athlete must be 18 or younger': 'ageMax',
  // A child without e-mail (addChildSchema, issue 29).
  [PARENT_MESSAGES.birthDateRequired]: 'birthDateRequired',
  [INPUT_MESSAGES.date]: 'birthDateInvalid',
  [PARENT_MESSAGES.birthDateFuture]: 'birthDateFuture',
  [PARENT_MESSAGES.childTooYoung]: 'childTooYoung',
  [PARENT_MESSAGES.childAdult]: 'childAdult',
};

/** A field's message in the reader's language (a message we do not know is shown as it is). */
export function addAthleteError(message: string | undefined, t: TFunction<'parent'>): string | undefined {
  if (!message) return undefined;
  const key = KEYS[message];
  return key ? t(`add.errors.${key}`) : message;
}
