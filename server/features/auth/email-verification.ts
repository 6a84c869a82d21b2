import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { EMAIL_VERIFY_DAYS } from '../../../common/auth.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { emailChanges, type User } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import { conflict } from '../../platform/errors.ts';
import { mailLanguage, type Language } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { msg } from '../../../common/messages/index.ts';

/**
 * Verifying the account's own address (issue 16). The link is a row of `email_changes` whose new
 * address is the current one: confirming it (account/email-change.ts `confirmEmailChange`) changes
 * nothing but `users.email_verified_at`. Like an e-mail change, a newer link voids every older unused
 * one of the account, so an account has at most one link waiting at a time.
 */
const VERIFY = {
  en: {
    subject: (business: string) => `Verify your e-mail address for ${business}`,
    lines: (name: string, email: string, business: string, link: string) => [
      `Hi ${name},`,
      '',
      `Open this link to confirm that ${email} is your address at ${business} (it works once, for ${EMAIL_VERIFY_DAYS} days):`,
      link,
      '',
      "If you didn't create an account, ignore this e-mail.",
    ],
  },
  es: {
    subject: (business: string) => `Confirma tu correo electrónico para ${business}`,
    lines: (name: string, email: string, business: string, link: string) => [
      `Hola, ${name}:`,
      '',
      `Abre este enlace para confirmar que ${email} es tu dirección en ${business} (funciona una sola vez, durante ${EMAIL_VERIFY_DAYS} días):`,
      link,
      '',
      'Si no creaste una cuenta, ignora este correo.',
    ],
  },
} as const;

/** The link e-mailed in `lang`: the account's language, else the one the person signing up or asking uses. */
export async function sendVerificationLink(
  tx: Db | Tx,
  config: Config,
  user: Pick<User, 'id' | 'email' | 'firstName'>,
  lang: Language,
  now: Date,
): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  const origin = config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
  await tx
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
  await tx
    .insert(emailChanges)
    .values({ tokenHash: hashToken(token), userId: user.id, newEmail: user.email, expiresAt: new Date(now.getTime() + EMAIL_VERIFY_DAYS * 24 * 3600_000) });
  const m = VERIFY[lang];
  await enqueueMail(tx, {
    to: user.email,
    subject: m.subject(config.BUSINESS_NAME),
    text: m.lines(user.firstName, user.email, config.BUSINESS_NAME, `${origin}/verify-email/${token}`).join('\n'),
  });
}

/** Refuses an account whose address is verified already (409): there is nothing to send. */
export function requireUnverified(user: User): User {
  if (user.emailVerifiedAt) throw conflict(msg('auth.alreadyVerified'));
  return user;
}

/**
 * "Send the link again" (the caller limits how often): a new link, the older ones stop working. In the
 * account's language, else `fallback` (the language of the signed-in person's request).
 */
export async function resendVerification(db: Db, config: Config, user: User, fallback: Language = 'en', now: Date): Promise<string> {
  requireUnverified(user);
  await db.transaction((tx) => sendVerificationLink(tx, config, user, mailLanguage(user.language, fallback), now));
  return msg('auth.verificationSent', { email: user.email, days: EMAIL_VERIFY_DAYS });
}
