import { eq } from 'drizzle-orm';
import { ageOn, dayIn } from '../../../common/age.ts';
import { ADULT_AGE } from '../../../common/waivers.ts';
import type { Db, Tx } from '../../db/client.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import type { User } from '../../db/schema/users.ts';

/**
 * The athlete's age today (the facility's day), as the booking rules read it (decision 042): from
 * the date of birth when the account has one, else the age on the account, else the age given
 * with the registration; null when none is on file.
 */
export async function athleteAgeToday(db: Db | Tx, athlete: Pick<User, 'id' | 'age' | 'dateOfBirth'>, timeZone: string): Promise<number | null> {
  if (athlete.dateOfBirth) return ageOn(athlete.dateOfBirth, dayIn(timeZone));
  if (athlete.age !== null) return athlete.age;
  const [r] = await db.select({ age: athleteRegistrations.athleteAge }).from(athleteRegistrations).where(eq(athleteRegistrations.userId, athlete.id)).limit(1);
  return r?.age ?? null;
}

export const isMinor = (age: number | null) => age !== null && age < ADULT_AGE;
