import { useCallback } from 'react';
import { AGE_GROUP_MESSAGES } from '@common/age-groups';
import { WINDOW_MESSAGES } from '@common/booking-window';
import { INPUT_MESSAGES, TEXT_MAX } from '@common/input';
import { useT, type KeyOf } from '@/lib/i18n/i18next';

/**
 * The sentences the shared schemas (common/) and the workspace's own form schemas word themselves,
 * by their English text: they stay English in common/ (the server's reference language), and the
 * form shows them in the reader's language. Messages from zod's error map already are.
 */
const KNOWN: Record<string, KeyOf<'staff'>> = {
  'Name must be at least 2 characters': 'validation.nameMin',
  'Please add a description': 'validation.description',
  'Price cannot be negative': 'validation.priceNegative',
  'At least 15 minutes': 'validation.durationMin',
  'Capacity must be at least 1': 'validation.capacityMin',
  'Location is required': 'validation.locationRequired',
  'Choose at least one day': 'validation.weekdays',
  'Lowercase letters, numbers and hyphens only': 'validation.slug',
  [INPUT_MESSAGES.badCharacters]: 'validation.badCharacters',
  [INPUT_MESSAGES.id]: 'validation.id',
  [INPUT_MESSAGES.number]: 'validation.number',
  [INPUT_MESSAGES.wholeNumber]: 'validation.wholeNumber',
  [INPUT_MESSAGES.date]: 'validation.date',
  [INPUT_MESSAGES.time]: 'validation.time',
  'Cost cannot be negative': 'validation.costNegative',
  'At most $1,000': 'validation.costMax',
  'Write each line as name: value': 'validation.recordLine',
  'Each value can be at most 300 characters': 'validation.recordValue',
  // Age groups (common/age-groups.ts, issue 29).
  [AGE_GROUP_MESSAGES.age]: 'validation.age',
  [AGE_GROUP_MESSAGES.order]: 'validation.ageOrder',
  [AGE_GROUP_MESSAGES.reason]: 'validation.reason',
  [AGE_GROUP_MESSAGES.athlete]: 'validation.athlete',
  // Booking windows (common/booking-window.ts, issue 32).
  [WINDOW_MESSAGES.days]: 'validation.windowDays',
  // Session packs (common/packs.ts).
  'Please give the pack a name.': 'packs.validation.name',
  'Please enter a whole number of sessions.': 'packs.validation.creditsWhole',
  'A pack has at least 1 session.': 'packs.validation.creditsMin',
  'A pack has at most 200 sessions.': 'packs.validation.creditsMax',
  'The price must be at least $1.': 'packs.validation.priceMin',
  'Please enter a whole number of days.': 'packs.validation.validityWhole',
  'A pack is valid for at least 1 day.': 'packs.validation.validityMin',
  'A pack is valid for at most 3 years.': 'packs.validation.validityMax',
};

/** A form field's error message in the reader's language (unknown messages are shown as they are). */
export function useIssue() {
  const { t } = useT('staff');
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      if (message === INPUT_MESSAGES.tooLong(TEXT_MAX)) return t('validation.tooLong', { max: TEXT_MAX });
      const key = KNOWN[message];
      return key ? t(key) : message;
    },
    [t],
  );
}
