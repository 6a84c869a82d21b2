import { eq } from 'drizzle-orm';
import { newContactDetailsSchema, type ContactDetailsResult, type ContactDetailsValues } from '../../../common/contact-details.ts';
import type { Db } from '../../db/client.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import type { User } from '../../db/schema/users.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

type Row = typeof athleteRegistrations.$inferSelect;

const detailsOf = (r: Row | undefined): ContactDetailsResult['details'] =>
  r
    ? {
        address: r.address,
        city: r.city,
        state: r.state,
        zipCode: r.zipCode,
        emergencyContactName: r.emergencyContactName,
        emergencyContactPhone: r.emergencyContactPhone,
        emergencyContactRelation: r.emergencyContactRelation,
      }
    : null;

/**
 * Only athletes may add the registration here: it is theirs (bookings need it). A parent's
 * athletes each have their own, given at checkout, and a coach has none.
 */
const answer = (user: User, r: Row | undefined): ContactDetailsResult => ({ details: detailsOf(r), canAdd: !r && user.role === 'ATHLETE' });

/** The address and emergency contact of the signed-in person's own registration (GET /api/account/contact-details, issue 29). */
export async function getContactDetails(db: Db, user: User): Promise<ContactDetailsResult> {
  const [row] = await db.select().from(athleteRegistrations).where(eq(athleteRegistrations.userId, user.id));
  return answer(user, row);
}

/**
 * Saves them (PUT /api/account/contact-details). An existing registration keeps its name, age and
 * waiver; only these fields change. An athlete without one adds it, which takes the age and the
 * waiver as checkout does (the registration's rules), under the account's name. Not audited, like
 * the other edits a person makes to their own details.
 */
export async function saveContactDetails(
  db: Db,
  user: User,
  input: ContactDetailsValues & { athleteAge?: number; liabilityAgreement?: boolean },
  now: Date,
): Promise<ContactDetailsResult> {
  const details: ContactDetailsValues = {
    address: input.address,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    emergencyContactName: input.emergencyContactName,
    emergencyContactPhone: input.emergencyContactPhone,
    emergencyContactRelation: input.emergencyContactRelation,
  };
  const [updated] = await db
    .update(athleteRegistrations)
    .set({ ...details, updatedAt: now })
    .where(eq(athleteRegistrations.userId, user.id))
    .returning();
  if (updated) return answer(user, updated);
  if (user.role !== 'ATHLETE') throw forbidden(msg('account.contactOnlyAthletes'));
  const parsed = newContactDetailsSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? msg('platform.invalidRequest'));
  const registration = {
    ...details,
    athleteName: `${user.firstName} ${user.lastName}`.trim(),
    athleteAge: parsed.data.athleteAge,
    liabilityAgreement: true,
    waiverAcceptedAt: now,
    updatedAt: now,
  };
  // Added twice at once (two tabs): the second save updates the first one's row.
  const [row] = await db
    .insert(athleteRegistrations)
    .values({ userId: user.id, ...registration })
    .onConflictDoUpdate({ target: athleteRegistrations.userId, set: { ...details, updatedAt: now } })
    .returning();
  return answer(user, row);
}
