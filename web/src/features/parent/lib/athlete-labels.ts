import type { Role } from '@common/auth';
import type { LinkedAthlete } from '@common/parent';
import type { TFunction } from '@/lib/i18n/i18next';

type Named = Pick<LinkedAthlete, 'firstName' | 'lastName'>;

export const fullName = (a: Named) => `${a.firstName} ${a.lastName}`.trim();

/** "14 years old", "1 year old", or 'Age not set' (part 2, parent dashboard). */
export function ageLabel(age: number | null | undefined, t: TFunction<'parent'>): string {
  if (age === null || age === undefined) return t('athlete.ageNotSet');
  return t('athlete.age', { count: age });
}

/** "Athlete" for ATHLETE: the role as people read it. */
export const roleLabel = (role: Role, t: TFunction<'parent'>) => t(`athlete.roles.${role}`);

/** The Minor or Adult badge. */
export const ageGroup = (a: Pick<LinkedAthlete, 'isMinor'>, t: TFunction<'parent'>) => (a.isMinor ? t('athlete.minor') : t('athlete.adult'));
