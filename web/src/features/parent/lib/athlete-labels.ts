import type { LinkedAthlete } from '@common/parent';

type Named = Pick<LinkedAthlete, 'firstName' | 'lastName'>;

export const fullName = (a: Named) => `${a.firstName} ${a.lastName}`.trim();

/** "14 years old", "1 year old", or 'Age not set' (part 2, parent dashboard). */
export function ageLabel(age: number | null | undefined): string {
  if (age === null || age === undefined) return 'Age not set';
  return `${age} ${age === 1 ? 'year' : 'years'} old`;
}

/** "Athlete" for ATHLETE: the role as people read it. */
export const roleLabel = (role: string) => role.charAt(0) + role.slice(1).toLowerCase();

/** The Minor or Adult badge. */
export const ageGroup = (a: Pick<LinkedAthlete, 'isMinor'>) => (a.isMinor ? 'Minor' : 'Adult');
