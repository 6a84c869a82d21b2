import { verify } from '@node-rs/argon2';
import { and, eq, ne } from 'drizzle-orm';
import { positionMismatch } from '../../../common/profiles.ts';
import { publicFileUrl } from '../../../common/media.ts';
import { positionFit } from '../../../common/sports.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users, type User } from '../../db/schema/users.ts';
import { badRequest } from '../../platform/errors.ts';
import { isCommonPassword } from '../auth/common-passwords.ts';
import { voidPasswordResets } from '../auth/password-reset.ts';
import { hashPassword } from '../auth/service.ts';
import { msg } from '../../../common/messages/index.ts';

/**
 * Changes the password after checking the current one, ends every other session of the user and
 * voids any password-reset link still unused (issue 29).
 */
export async function changePassword(
  db: Db,
  user: User,
  currentSessionHash: string | null,
  input: { currentPassword: string; newPassword: string },
  now: Date,
) {
  const ok = await verify(user.passwordHash, input.currentPassword).catch(() => false);
  if (!ok) throw badRequest(msg('auth.wrongPassword'));
  if (isCommonPassword(input.newPassword)) throw badRequest(msg('auth.commonPassword'));
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await voidPasswordResets(tx, user.id, now);
    await tx
      .delete(sessions)
      .where(currentSessionHash ? and(eq(sessions.userId, user.id), ne(sessions.tokenHash, currentSessionHash)) : eq(sessions.userId, user.id));
  });
}

/** Profile setup (PUT /api/user/profile): a picture is accepted only from the user's own uploads. */
export async function saveProfileSetup(
  db: Db,
  user: User,
  input: {
    age?: number | null;
    sport?: string | null;
    position?: string | null;
    trainingGoals?: string | null;
    profilePicture?: string | null;
    profileCompleted?: boolean;
  },
): Promise<User> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.age !== undefined) set.age = input.age;
  if (input.sport !== undefined) set.sport = input.sport || null;
  if (input.position !== undefined) set.position = input.position || null;
  const fit = positionFit(set.sport !== undefined ? set.sport : user.sport, set.position !== undefined ? set.position : user.position);
  if (fit === 'wrong' && set.position !== undefined) {
    const sport = (set.sport ?? user.sport)!;
    throw badRequest(positionMismatch(set.position!, sport));
  }
  // A new sport drops a saved position that belongs to the old one.
  if (fit === 'wrong') set.position = null;
  if (input.trainingGoals !== undefined) set.trainingGoals = input.trainingGoals || null;
  if (input.profileCompleted !== undefined) set.profileCompleted = input.profileCompleted;
  if (input.profilePicture === null) set.profileImageUrl = null;
  if (input.profilePicture) {
    if (!new RegExp(`^profiles/${user.id}/[A-Za-z0-9_-]{16,}\\.webp$`).test(input.profilePicture)) throw badRequest(msg('account.pictureFirst'));
    set.profileImageUrl = publicFileUrl(input.profilePicture);
  }
  if (!Object.keys(set).length) return user;
  const [u] = await db.update(users).set(set).where(eq(users.id, user.id)).returning();
  return u!;
}

/** The account's language (PUT /api/account/language). */
export async function saveLanguage(db: Db, user: User, language: 'en' | 'es'): Promise<User> {
  const [u] = await db.update(users).set({ language }).where(eq(users.id, user.id)).returning();
  return u!;
}
