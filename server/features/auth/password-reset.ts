import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '../../../common/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions, users } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import { badRequest } from '../../platform/errors.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { isCommonPassword } from './common-passwords.ts';
import { findUserByEmail, hashPassword } from './service.ts';
import { msg } from '../../../common/messages/index.ts';

const RESET = {
  en: {
    subject: (business: string) => `Reset your ${business} password`,
    lines: (name: string, link: string) => [
      `Hi ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of this account. Choose a new password here (the link works once and expires in 1 hour):',
      link,
      '',
      "If it wasn't you, ignore this e-mail: your password stays as it is.",
    ],
  },
  es: {
    subject: (business: string) => `Restablece tu contraseña de ${business}`,
    lines: (name: string, link: string) => [
      `Hola, ${name}:`,
      '',
      'Alguien (esperamos que tú) pidió restablecer la contraseña de esta cuenta. Elige una contraseña nueva aquí (el enlace funciona una sola vez y vence en 1 hora):',
      link,
      '',
      'Si no fuiste tú, ignora este correo: tu contraseña no cambia.',
    ],
  },
} as const;

/**
 * Voids every unused reset link of an account (issue 29): a link mailed before a password or
 * e-mail change must not work after it. Runs in the transaction that makes the change.
 */
export async function voidPasswordResets(tx: Pick<Db, 'update'>, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Forgot password: when the address has an account, a single-use link valid for an hour is
 * e-mailed (earlier unused links of the account stop working). The caller answers the same either way.
 * The e-mail is in the account's language: whoever asks is signed out and may not be its owner.
 */
export async function requestPasswordReset(db: Db, config: Config, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = crypto.randomBytes(32).toString('base64url');
  const origin = config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
  await db.transaction(async (tx) => {
    await voidPasswordResets(tx, user.id, now);
    await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000) });
    const m = RESET[mailLanguage(user.language)];
    await enqueueMail(tx, {
      to: user.email,
      subject: m.subject(config.BUSINESS_NAME),
      text: m.lines(user.firstName, `${origin}/reset-password/${token}`).join('\n'),
    });
  });
}

/**
 * Sets the new password from a reset link: the link is used up in the same transaction (row
 * locked, so two submissions of one link cannot both succeed) and every session of the account ends.
 */
export async function resetPassword(db: Db, token: string, password: string, now: Date): Promise<number> {
  if (isCommonPassword(password)) throw badRequest(msg('auth.commonPassword'));
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)))
      .for('update');
    if (!reset || reset.usedAt) throw badRequest(msg('auth.resetInvalid'));
    if (reset.expiresAt.getTime() <= now.getTime()) throw badRequest(msg('auth.resetExpired'));
    await voidPasswordResets(tx, reset.userId, now);
    // The link came to the account's inbox: that proves the address too (issue 16).
    await tx.update(users).set({ passwordHash, emailVerifiedAt: now }).where(eq(users.id, reset.userId));
    await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
    return reset.userId;
  });
}
