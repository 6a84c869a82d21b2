import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/users.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { isLinked } from '../../domain/parent-links.ts';
import { msg } from '../../../common/messages/index.ts';

/** Who a booking is for: athletes book for themselves, parents for a linked athlete they choose. */
export async function resolveAthlete(db: Db, payer: User, athleteId: number | undefined): Promise<User> {
  if (payer.role === 'ATHLETE') {
    if (athleteId !== undefined && athleteId !== payer.id) throw forbidden(msg('bookings.notLinked'));
    return payer;
  }
  if (payer.role === 'PARENT') {
    if (athleteId === undefined) throw badRequest(msg('bookings.chooseAthlete'));
    if (!(await isLinked(db, payer.id, athleteId))) throw forbidden(msg('bookings.notLinked'));
    const rows = await db.select().from(users).where(eq(users.id, athleteId)).limit(1);
    return rows[0]!;
  }
  throw forbidden(msg('bookings.onlyMembers'));
}
