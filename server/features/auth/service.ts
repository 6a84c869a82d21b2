import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { type AuthUser } from '../../../common/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/users.ts';
import { badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { invitedAddress } from '../parent/invitations.ts';
import { fileCoachApplication } from './coach-approval.ts';
import { isCommonPassword } from './common-passwords.ts';
import { sendVerificationLink } from './email-verification.ts';
import { msg } from '../../../common/messages/index.ts';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP baseline). */
export const hashPassword = (password: string) => hash(password);

// A real hash to verify against when the e-mail is unknown, so both paths take the same time.
const dummyHash = hash('not-a-real-password-octane');

export interface SignupData {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: User['role'];
}

/**
 * A new account; a coach's is an application (PENDING) that staff are asked to approve. The address
 * is verified by a link e-mailed to it (issue 16), in the same transaction; a sign-up from a parent's
 * invitation link to the same address is verified at once (the link came to that inbox). The new
 * account has no language yet: its sign-up e-mails are in `lang`, the language of the browser.
 */
export async function signup(db: Db, config: Config, data: SignupData, inviteToken: string | undefined, now: Date, lang: Language = 'en'): Promise<User> {
  if (isCommonPassword(data.password)) throw badRequest(msg('auth.commonPassword'));
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    const invited = inviteToken ? await invitedAddress(tx, inviteToken, now) : null;
    const verified = invited !== null && invited.toLowerCase() === data.email.toLowerCase();
    const inserted = await tx
      .insert(users)
      .values({ ...data, passwordHash, coachStatus: data.role === 'COACH' ? 'PENDING' : null, emailVerifiedAt: verified ? now : null })
      .onConflictDoNothing()
      .returning();
    const user = inserted[0];
    if (!user) throw conflict(msg('auth.duplicate'));
    if (!verified) await sendVerificationLink(tx, config, user, lang, now);
    if (user.role === 'COACH') await fileCoachApplication(tx, config, user, lang);
    return user;
  });
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

/** Returns the user when the password matches; the same message whether the e-mail or the password is wrong. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<User> {
  const user = await findUserByEmail(db, email);
  const ok = await verify(user?.passwordHash ?? (await dummyHash), password).catch(() => false);
  // A child's account without a login (decision 039) has no password to match; said the same way.
  if (!user || !ok || !user.hasLogin) throw unauthorized(msg('auth.badCredentials'));
  return user;
}

export function toAuthUser(u: User): AuthUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    profileImageUrl: u.profileImageUrl,
    subscriptionTier: u.subscriptionTier,
    isStaff: u.isStaff,
    coachStatus: u.coachStatus,
    age: u.age,
    sport: u.sport,
    position: u.position,
    trainingGoals: u.trainingGoals,
    profileCompleted: u.profileCompleted,
    emailVerified: u.emailVerifiedAt !== null,
    language: u.language === 'es' || u.language === 'en' ? u.language : null,
    createdAt: u.createdAt.toISOString(),
  };
}
