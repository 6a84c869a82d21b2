import crypto from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ageOn, dayIn } from '../../../common/age.ts';
import { CHILD_LOGIN_MIN_AGE, type ChildLoginInvitation } from '../../../common/parent.ts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { athleteLinks, childLoginInvitations } from '../../db/schema/parent.ts';
import { users, type User } from '../../db/schema/users.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { INVITE_DAYS } from './invitations.ts';
import { msg } from '../../../common/messages/index.ts';

type Invitation = typeof childLoginInvitations.$inferSelect;

export const toChildLoginInvitation = (i: Invitation, now: Date): ChildLoginInvitation => ({
  email: i.email,
  expiresAt: i.expiresAt.toISOString(),
  expired: i.expiresAt.getTime() <= now.getTime(),
});

/** Each child's open (not accepted) invitation of this parent, by child id. */
export async function openChildLoginInvitations(db: Db | Tx, parentId: number, now: Date): Promise<Map<number, ChildLoginInvitation>> {
  const rows = await db
    .select()
    .from(childLoginInvitations)
    .where(and(eq(childLoginInvitations.parentId, parentId), isNull(childLoginInvitations.acceptedAt)));
  return new Map(rows.map((r) => [r.childId, toChildLoginInvitation(r, now)]));
}

const MAIL = {
  en: {
    subject: (name: string, business: string) => `${name}, your own login at ${business}`,
    lines: (name: string, parent: string, business: string, link: string) => [
      `Hi ${name},`,
      '',
      `${parent} is giving you a login of your own at ${business}: you will see your sessions, upload your training and read your coaches' feedback yourself. ${parent} keeps following your training.`,
      '',
      `Choose your password here (the link works once and expires in ${INVITE_DAYS} days):`,
      link,
      '',
      "If you don't know this person, you can ignore this e-mail.",
    ],
  },
  es: {
    subject: (name: string, business: string) => `${name}, tu propio acceso a ${business}`,
    lines: (name: string, parent: string, business: string, link: string) => [
      `Hola, ${name}:`,
      '',
      `${parent} te da un acceso propio a ${business}: verás tus sesiones, subirás tus entrenamientos y leerás los comentarios de tus entrenadores tú mismo. ${parent} sigue acompañando tu entrenamiento.`,
      '',
      `Elige tu contraseña aquí (el enlace funciona una sola vez y vence en ${INVITE_DAYS} días):`,
      link,
      '',
      'Si no conoces a esta persona, puedes ignorar este correo.',
    ],
  },
} as const;

/** The parent's child without a login, row-locked (account rows first, decision 038); 404 for anyone else's. */
async function lockOwnChild(tx: Tx, parent: User, childId: number): Promise<User> {
  const [child] = await tx.select().from(users).where(eq(users.id, childId)).for('no key update');
  const [link] = child
    ? await tx
        .select({ id: athleteLinks.id })
        .from(athleteLinks)
        .where(and(eq(athleteLinks.parentId, parent.id), eq(athleteLinks.athleteId, childId), eq(athleteLinks.status, 'ACTIVE')))
    : [];
  if (!child || !link || child.deletedAt) throw notFound(msg('parent.childNotFound'));
  return child;
}

export async function assertAddressFree(tx: Db | Tx, email: string, exceptUserId?: number) {
  const conds = [eq(sql`lower(${users.email})`, email.toLowerCase())];
  if (exceptUserId !== undefined) conds.push(ne(users.id, exceptUserId));
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(...conds))
    .limit(1);
  if (taken) throw conflict(msg('auth.childEmailTaken'));
}

/** A new single-use link for 7 days replacing any open one of the child, e-mailed in the parent's language. */
async function issue(tx: Tx, config: Config, parent: User, child: User, email: string, now: Date) {
  await tx.delete(childLoginInvitations).where(and(eq(childLoginInvitations.childId, child.id), isNull(childLoginInvitations.acceptedAt)));
  const token = crypto.randomBytes(24).toString('base64url');
  const [row] = await tx
    .insert(childLoginInvitations)
    .values({ childId: child.id, parentId: parent.id, email, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITE_DAYS * 24 * 3600_000) })
    .returning();
  const origin = config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
  const m = MAIL[mailLanguage(parent.language)];
  await enqueueMail(tx, {
    to: email,
    subject: m.subject(child.firstName, config.BUSINESS_NAME),
    text: m.lines(child.firstName, `${parent.firstName} ${parent.lastName}`, config.BUSINESS_NAME, `${origin}/child-login/${token}`).join('\n'),
  });
  return { message: msg('parent.childLoginSent', { email }), invitation: toChildLoginInvitation(row!, now) };
}

/**
 * POST /api/parent/children/:id/login: a child without a login, 13 or older on the facility's day,
 * is invited to one at `email` (decision 047). Younger children sign in through their parent.
 */
export async function giveChildLogin(db: Db, config: Config, parent: User, childId: number, email: string, now: Date) {
  return db.transaction(async (tx) => {
    const child = await lockOwnChild(tx, parent, childId);
    if (child.hasLogin) throw conflict(msg('parent.childHasLogin'));
    const age = child.dateOfBirth ? ageOn(child.dateOfBirth, dayIn(config.FACILITY_TZ)) : child.age;
    if (age === null || age < CHILD_LOGIN_MIN_AGE) throw badRequest(msg('parent.childLoginTooYoung'));
    await assertAddressFree(tx, email);
    return issue(tx, config, parent, child, email, now);
  });
}

async function openInvitationOf(tx: Tx, childId: number) {
  const [open] = await tx
    .select()
    .from(childLoginInvitations)
    .where(and(eq(childLoginInvitations.childId, childId), isNull(childLoginInvitations.acceptedAt)));
  if (!open) throw notFound(msg('parent.noChildLoginInvitation'));
  return open;
}

/** The open invitation to the same address with a new link (the old one stops working). */
export async function resendChildLogin(db: Db, config: Config, parent: User, childId: number, now: Date) {
  return db.transaction(async (tx) => {
    const child = await lockOwnChild(tx, parent, childId);
    const open = await openInvitationOf(tx, child.id);
    if (child.hasLogin) throw conflict(msg('parent.childHasLogin'));
    await assertAddressFree(tx, open.email);
    return issue(tx, config, parent, child, open.email, now);
  });
}

export async function cancelChildLogin(db: Db, parent: User, childId: number) {
  return db.transaction(async (tx) => {
    const child = await lockOwnChild(tx, parent, childId);
    const open = await openInvitationOf(tx, child.id);
    await tx.delete(childLoginInvitations).where(eq(childLoginInvitations.id, open.id));
    return { message: msg('parent.childLoginCancelled') };
  });
}
