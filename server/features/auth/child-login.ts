import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { athleteLinks, childLoginInvitations } from '../../db/schema/parent.ts';
import { users, type User } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import { badRequest, conflict, HttpError } from '../../platform/errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword } from './service.ts';
import { msg } from '../../../common/messages/index.ts';

/*
 * The child's side of a parent's "Give a login" (decision 047): the link's page and the password.
 * The parent's side (inviting, resending, cancelling) is in features/parent/child-login.ts.
 */
type Invitation = typeof childLoginInvitations.$inferSelect;

async function assertAddressFree(tx: Db | Tx, email: string, exceptUserId: number) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)))
    .limit(1);
  if (taken) throw conflict(msg('auth.childEmailTaken'));
}

const invalid = () => new HttpError(410, msg('auth.childLinkInvalid'));

async function usable(tx: Db | Tx, token: string, now: Date, lock = false): Promise<Invitation> {
  const q = tx
    .select()
    .from(childLoginInvitations)
    .where(eq(childLoginInvitations.tokenHash, hashToken(token)));
  const [inv] = lock ? await q.for('update') : await q;
  if (!inv || inv.acceptedAt || inv.expiresAt.getTime() <= now.getTime()) throw invalid();
  return inv;
}

/** GET /api/child-login/:token: the child's name and the address the login will have. */
export async function childLoginInfo(db: Db, token: string, now: Date) {
  const inv = await usable(db, token, now);
  const [child] = await db.select().from(users).where(eq(users.id, inv.childId));
  if (!child || child.deletedAt || child.hasLogin) throw invalid();
  return { firstName: child.firstName, lastName: child.lastName, email: inv.email };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/**
 * POST /api/child-login/:token: the child's account gets the invited address (verified by this
 * click), the password and `has_login`; the link to the parent stays active. The child's row is
 * locked first and then the invitation (account rows first, decision 038), so two submissions at
 * once make one login and the second finds the link used.
 */
export async function acceptChildLogin(db: Db, token: string, password: string, now: Date): Promise<User> {
  const first = await usable(db, token, now);
  if (isCommonPassword(password)) throw badRequest(msg('auth.commonPassword'));
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [child] = await tx.select().from(users).where(eq(users.id, first.childId)).for('no key update');
      const inv = await usable(tx, token, now, true);
      if (!child || child.deletedAt || child.hasLogin) throw invalid();
      await assertAddressFree(tx, inv.email, child.id);
      const [updated] = await tx
        .update(users)
        .set({ email: inv.email, passwordHash, hasLogin: true, emailVerifiedAt: now })
        .where(eq(users.id, child.id))
        .returning();
      await tx.update(childLoginInvitations).set({ acceptedAt: now }).where(eq(childLoginInvitations.id, inv.id));
      // The link names the placeholder address; it now names the child's real one.
      await tx
        .update(athleteLinks)
        .set({ email: inv.email })
        .where(and(eq(athleteLinks.athleteId, child.id), eq(athleteLinks.email, child.email)));
      return updated!;
    });
  } catch (err) {
    // Someone signed up with the address between the check and the update.
    if (isUniqueViolation(err)) throw conflict(msg('auth.childEmailTaken'));
    throw err;
  }
}
