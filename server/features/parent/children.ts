import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ageOn, dayIn } from '../../../common/age.ts';
import { CHILD_MIN_AGE, CHILDREN_PER_PARENT, type AddChildInput, type ChildLoginInvitation, type LinkedAthlete } from '../../../common/parent.ts';
import type { Db } from '../../db/client.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { users, type User } from '../../db/schema/users.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

/**
 * A child's account without a login (decision 039): the address is a placeholder in the reserved
 * `.invalid` domain (no mail is ever delivered to it, enqueueMail drops it) and the password hash
 * is not a hash, so no password ever matches it.
 */
const placeholderEmail = () => `child-${crypto.randomBytes(9).toString('hex')}@family.invalid`;
export const NO_LOGIN_HASH = '!no-login!';

/** An athlete as their parent sees them: age from the date of birth when there is one (on the facility's day). */
export function toLinkedAthlete(u: User, linkId: number, timeZone: string, loginInvitation?: ChildLoginInvitation): LinkedAthlete {
  const age = u.dateOfBirth ? ageOn(u.dateOfBirth, dayIn(timeZone)) : u.age;
  return {
    id: u.id,
    linkId,
    firstName: u.firstName,
    lastName: u.lastName,
    age,
    role: u.role,
    isMinor: age === null ? true : age < 18,
    email: u.hasLogin ? u.email : null,
    hasLogin: u.hasLogin,
    dateOfBirth: u.dateOfBirth,
    loginInvitation: (!u.hasLogin && loginInvitation) || null,
  };
}

/**
 * POST /api/parent/children: a parent adds a child with a name and a date of birth and no e-mail
 * (issue 29). The child is an athlete account linked to the parent at once; the parent books, pays,
 * registers and reads feedback for them as for any linked athlete. Under the parent's row lock, so a
 * double click adds the child once and the cap holds.
 */
export async function addChild(db: Db, parent: User, input: AddChildInput, timeZone: string): Promise<LinkedAthlete> {
  const age = ageOn(input.dateOfBirth, dayIn(timeZone));
  if (age < 0) throw badRequest(msg('parent.birthDateFuture'));
  if (age < CHILD_MIN_AGE) throw badRequest(msg('parent.childTooYoung'));
  if (age >= 18) throw badRequest(msg('parent.childAdult'));
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, parent.id)).for('no key update');
    const family = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, dateOfBirth: users.dateOfBirth, hasLogin: users.hasLogin })
      .from(athleteLinks)
      .innerJoin(users, eq(users.id, athleteLinks.athleteId))
      .where(and(eq(athleteLinks.parentId, parent.id), eq(athleteLinks.status, 'ACTIVE')));
    const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;
    if (family.some((c) => c.dateOfBirth === input.dateOfBirth && same(c.firstName, input.firstName) && same(c.lastName, input.lastName))) {
      throw conflict(msg('parent.childExists'));
    }
    if (family.filter((c) => !c.hasLogin).length >= CHILDREN_PER_PARENT) throw conflict(msg('parent.tooManyChildren'));
    const email = placeholderEmail();
    const [child] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: NO_LOGIN_HASH,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'ATHLETE',
        dateOfBirth: input.dateOfBirth,
        age,
        hasLogin: false,
        // The parent reads everything about the child: the child's notices follow the parent's language.
        language: parent.language,
      })
      .returning();
    const [link] = await tx
      .insert(athleteLinks)
      .values({ parentId: parent.id, athleteId: child!.id, email, firstName: input.firstName, lastName: input.lastName, age, status: 'ACTIVE' })
      .returning({ id: athleteLinks.id });
    return toLinkedAthlete(child!, link!.id, timeZone);
  });
}
