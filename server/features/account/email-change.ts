import crypto from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { EMAIL_CHANGE_HOURS } from '../../../common/auth.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { emailChanges, users, type User } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { mailLanguage, type Language } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { voidPasswordResets } from '../auth/password-reset.ts';
import { msg } from '../../../common/messages/index.ts';

const CHANGE = {
  en: {
    confirmSubject: (business: string) => `Confirm your new e-mail address for ${business}`,
    confirm: (name: string, email: string, business: string, link: string) => [
      `Hi ${name},`,
      '',
      `Open this link to make ${email} the e-mail address of your ${business} account (it works once, for ${EMAIL_CHANGE_HOURS} hours):`,
      link,
      '',
      "If you didn't ask for this, ignore this e-mail: nothing changes.",
    ],
    requestedSubject: (business: string) => `A change of your ${business} e-mail address was requested`,
    requested: (name: string, email: string) => [
      `Hi ${name},`,
      '',
      `Someone signed in to your account asked to change its e-mail address to ${email}. It changes only when the link sent to that address is opened.`,
      "If this wasn't you, change your password now and contact us.",
    ],
    changedSubject: (business: string) => `Your ${business} e-mail address was changed`,
    changed: (name: string, email: string) => [
      `Hi ${name},`,
      '',
      `The e-mail address of your account is now ${email}.`,
      "If this wasn't you, contact us at once.",
    ],
  },
  es: {
    confirmSubject: (business: string) => `Confirma tu nuevo correo electrónico para ${business}`,
    confirm: (name: string, email: string, business: string, link: string) => [
      `Hola, ${name}:`,
      '',
      `Abre este enlace para que ${email} sea el correo electrónico de tu cuenta de ${business} (funciona una sola vez, durante ${EMAIL_CHANGE_HOURS} horas):`,
      link,
      '',
      'Si no lo pediste tú, ignora este correo: no cambiará nada.',
    ],
    requestedSubject: (business: string) => `Se pidió cambiar el correo electrónico de tu cuenta de ${business}`,
    requested: (name: string, email: string) => [
      `Hola, ${name}:`,
      '',
      `Alguien con una sesión iniciada en tu cuenta pidió cambiar su correo electrónico a ${email}. Solo cambiará cuando se abra el enlace que enviamos a esa dirección.`,
      'Si no fuiste tú, cambia tu contraseña ahora mismo y comunícate con nosotros.',
    ],
    changedSubject: (business: string) => `Se cambió el correo electrónico de tu cuenta de ${business}`,
    changed: (name: string, email: string) => [
      `Hola, ${name}:`,
      '',
      `El correo electrónico de tu cuenta ahora es ${email}.`,
      'Si no fuiste tú, comunícate con nosotros de inmediato.',
    ],
  },
} as const;

/**
 * PATCH /api/account (issue 16): names are saved at once; a new e-mail address needs the current
 * password and takes effect only when the link sent to it is opened (the old address is told).
 * Whether the new address already has an account is not revealed here: the link fails then.
 * Both e-mails are in the account's language, else `fallback` (the language of the request).
 */
export async function updateAccount(
  db: Db,
  config: Config,
  user: User,
  input: { firstName: string; lastName: string; email: string; currentPassword?: string | undefined },
  now: Date,
  fallback: Language = 'en',
): Promise<{ user: User; pendingEmail: string | null }> {
  const changing = input.email.toLowerCase() !== user.email.toLowerCase();
  if (changing) {
    if (!input.currentPassword) throw badRequest(msg('auth.emailPasswordNeeded'));
    const ok = await verify(user.passwordHash, input.currentPassword).catch(() => false);
    if (!ok) throw badRequest(msg('auth.wrongPassword'));
  }
  const origin = config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
  return db.transaction(async (tx) => {
    const [saved] = await tx.update(users).set({ firstName: input.firstName, lastName: input.lastName }).where(eq(users.id, user.id)).returning();
    if (!changing) return { user: saved!, pendingEmail: null };
    const token = crypto.randomBytes(32).toString('base64url');
    // A newer request replaces any earlier one that was not confirmed.
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    await tx
      .insert(emailChanges)
      .values({ tokenHash: hashToken(token), userId: user.id, newEmail: input.email, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3600_000) });
    const m = CHANGE[mailLanguage(saved!.language, fallback)];
    await enqueueMail(tx, {
      to: input.email,
      subject: m.confirmSubject(config.BUSINESS_NAME),
      text: m.confirm(saved!.firstName, input.email, config.BUSINESS_NAME, `${origin}/confirm-email/${token}`).join('\n'),
    });
    await enqueueMail(tx, { to: user.email, subject: m.requestedSubject(config.BUSINESS_NAME), text: m.requested(saved!.firstName, input.email).join('\n') });
    return { user: saved!, pendingEmail: input.email };
  });
}

/**
 * The link from the new address: applies the change once (row locked), if the address is still free.
 * The same link type verifies the account's own address (issue 16): a row whose new address is the
 * current one changes nothing else. Either way the address is now proved (`email_verified_at`).
 * `purpose` (the page the link was opened on) only words the answer to an unknown or used link.
 * The old address is told in the account's language, else `fallback` (the request's: whoever opens
 * the link reads the new inbox).
 */
export async function confirmEmailChange(
  db: Db,
  config: Config,
  token: string,
  now: Date,
  purpose: 'change' | 'verify' = 'change',
  fallback: Language = 'en',
): Promise<{ user: User; outcome: 'changed' | 'verified' }> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, hashToken(token)))
      .for('update');
    if (!change || change.usedAt) throw badRequest(purpose === 'verify' ? msg('auth.verifyInvalid') : msg('auth.emailChangeInvalid'));
    const [before] = await tx.select().from(users).where(eq(users.id, change.userId)).for('update');
    const verifying = change.newEmail.toLowerCase() === before!.email.toLowerCase();
    if (change.expiresAt.getTime() <= now.getTime()) throw badRequest(verifying ? msg('auth.verifyExpired') : msg('auth.emailChangeExpired'));
    if (verifying) {
      await tx.update(emailChanges).set({ usedAt: now }).where(eq(emailChanges.tokenHash, change.tokenHash));
      const [after] = await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, change.userId)).returning();
      return { user: after!, outcome: 'verified' as const };
    }
    const [clash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, change.newEmail.toLowerCase()), ne(users.id, change.userId)));
    if (clash) throw conflict(msg('auth.duplicate'));
    await tx.update(emailChanges).set({ usedAt: now }).where(eq(emailChanges.tokenHash, change.tokenHash));
    const [after] = await tx.update(users).set({ email: change.newEmail, emailVerifiedAt: now }).where(eq(users.id, change.userId)).returning();
    // A reset link sent to the old address must not open the account any more (issue 29).
    await voidPasswordResets(tx, change.userId, now);
    const m = CHANGE[mailLanguage(before!.language, fallback)];
    await enqueueMail(tx, {
      to: before!.email,
      subject: m.changedSubject(config.BUSINESS_NAME),
      text: m.changed(before!.firstName, change.newEmail).join('\n'),
    });
    return { user: after!, outcome: 'changed' as const };
  });
}
