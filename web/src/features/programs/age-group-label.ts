import type { AgeRange } from '@common/age-groups';
import type { TFunction } from '@/lib/i18n/i18next';

/** The short name of an age group (issue 29): "Ages 5-7", "Ages 12+", "Ages up to 7", "Age 7"; null when open to every age. */
export function ageGroupLabel(range: AgeRange | null, t: TFunction<'programs'>): string | null {
  if (!range) return null;
  const { minAge: min, maxAge: max } = range;
  if (min !== null && max !== null) return min === max ? t('ageGroup.one', { age: min }) : t('ageGroup.range', { min, max });
  if (min !== null) return t('ageGroup.from', { min });
  if (max !== null) return t('ageGroup.upTo', { max });
  return null;
}
