import { eq } from 'drizzle-orm';
import type { Registration, RegistrationInput } from '../../../common/registration.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { isLinked } from '../../domain/parent-links.ts';
import { msg } from '../../../common/messages/index.ts';

type Row = typeof athleteRegistrations.$inferSelect;

function toRegistration(r: Row): Registration {
  return {
    id: r.id,
    athleteName: r.athleteName,
    athleteAge: r.athleteAge,
    address: r.address,
    city: r.city,
    state: r.state,
    zipCode: r.zipCode,
    emergencyContactName: r.emergencyContactName,
    emergencyContactPhone: r.emergencyContactPhone,
    emergencyContactRelation: r.emergencyContactRelation,
    liabilityAgreement: r.liabilityAgreement,
    parentName: r.parentName,
    parentPhone: r.parentPhone,
    parentEmail: r.parentEmail,
    waiverAcceptedAt: r.waiverAcceptedAt.toISOString(),
  };
}

/** Whose registration a request reads or writes: the user's own, or a parent's linked athlete's. */
export async function registrant(db: Db, user: User, athleteId: number | undefined): Promise<User> {
  if (athleteId === undefined || athleteId === user.id) return user;
  if (user.role !== 'PARENT' || !(await isLinked(db, user.id, athleteId))) throw forbidden(msg('registration.onlyLinked'));
  const [athlete] = await db.select().from(users).where(eq(users.id, athleteId));
  if (!athlete) throw notFound(msg('platform.athleteNotFound'));
  return athlete;
}

export async function getRegistration(db: Db, user: User): Promise<Registration> {
  const rows = await db.select().from(athleteRegistrations).where(eq(athleteRegistrations.userId, user.id)).limit(1);
  if (!rows[0]) throw notFound(msg('registration.noneYet'));
  return toRegistration(rows[0]);
}

/** Saves (or updates) the user's registration; the waiver acceptance time is recorded. */
export async function saveRegistration(db: Db, user: User, input: RegistrationInput & { athleteAge: number }, now: Date): Promise<Registration> {
  const values = {
    athleteName: input.athleteName,
    athleteAge: input.athleteAge,
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    emergencyContactName: input.emergencyContactName,
    emergencyContactPhone: input.emergencyContactPhone,
    emergencyContactRelation: input.emergencyContactRelation,
    liabilityAgreement: true,
    parentName: input.parentName || null,
    parentPhone: input.parentPhone || null,
    parentEmail: input.parentEmail || null,
    waiverAcceptedAt: now,
    updatedAt: now,
  };
  const [row] = await db
    .insert(athleteRegistrations)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: athleteRegistrations.userId, set: values })
    .returning();
  return toRegistration(row!);
}
