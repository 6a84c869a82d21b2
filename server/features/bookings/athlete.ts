import { eq } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '../../../common/bookings.ts';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/users.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { isLinked } from '../../domain/parent-links.ts';

/** Who a booking is for: athletes book for themselves, parents for a linked athlete they choose. */
export async function resolveAthlete(db: Db, payer: User, athleteId: number | undefined): Promise<User> {
  if (payer.role === 'ATHLETE') {
    if (athleteId !== undefined && athleteId !== payer.id) throw forbidden(BOOKING_MESSAGES.notLinked);
    return payer;
  }
  if (payer.role === 'PARENT') {
    if (athleteId === undefined) throw badRequest(BOOKING_MESSAGES.chooseAthlete);
    if (!(await isLinked(db, payer.id, athleteId))) throw forbidden(BOOKING_MESSAGES.notLinked);
    const rows = await db.select().from(users).where(eq(users.id, athleteId)).limit(1);
    return rows[0]!;
  }
  throw forbidden('Only athletes and parents can book training sessions.');
}
