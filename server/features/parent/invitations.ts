import crypto from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { type Invitation } from '../../../common/parent.ts';
import type { Db, Tx } from '../../db/client.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { Config } from '../../config.ts';
import { conflict, forbidden, HttpError, notFound } from '../../platform/errors.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { msg } from '../../../common/messages/index.ts';

export const INVITE_DAYS = 7;
type Link = typeof athleteLinks.$inferSelect;

const newToken = (now: Date) => {
  const token = crypto.randomBytes(24).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITE_DAYS * 24 * 3600_000) };
};

const toInvitation = (l: Link, now: Date): Invitation => ({
  id: l.id,
  email: l.email,
  firstName: l.firstName,
  lastName: l.lastName,
  age: l.age,
  status: l.status,
  expired: l.status === 'PENDING' && !!l.expiresAt && l.expiresAt.getTime() < now.getTime(),
  expiresAt: l.expiresAt?.toISOString() ?? null,
});

const INVITATION = {
  en: {
    subject: (parent: string, business: string) => `${parent} invited you to ${business}`,
    lines: (name: string, parent: string, business: string, link: string) => [
      `Hi ${name},`,
      '',
      `${parent} wants to follow your training at ${business}: book sessions for you and see your coach feedback.`,
      '',
      `Accept the invitation here (the link works once and expires in ${INVITE_DAYS} days):`,
      link,
      '',
      "If you don't know this person, you can ignore this e-mail or decline from the link.",
    ],
  },
  es: {
    subject: (parent: string, business: string) => `${parent} te invitó a ${business}`,
    lines: (name: string, parent: string, business: string, link: string) => [
      `Hola, ${name}:`,
      '',
      `${parent} quiere seguir tu entrenamiento en ${business}: reservar sesiones por ti y ver los comentarios de tus entrenadores.`,
      '',
      `Acepta la invitación aquí (el enlace funciona una sola vez y vence en ${INVITE_DAYS} días):`,
      link,
      '',
      'Si no conoces a esta persona, puedes ignorar este correo o rechazar la invitación desde el enlace.',
    ],
  },
} as const;

/**
 * The invitation e-mail, in the language the address's account chose when it has one, else in the
 * inviting parent's (the address may have no account yet, and a family mostly shares a language).
 */
async function sendInvite(tx: Db | Tx, config: Config, parent: User, link: { email: string; firstName: string }, token: string) {
  const origin = config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
  const [account] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, link.email.toLowerCase()));
  const m = INVITATION[mailLanguage(account?.language, mailLanguage(parent.language))];
  const parentName = `${parent.firstName} ${parent.lastName}`;
  await enqueueMail(tx, {
    to: link.email,
    subject: m.subject(parentName, config.BUSINESS_NAME),
    text: m.lines(link.firstName, parentName, config.BUSINESS_NAME, `${origin}/invite/${token}`).join('\n'),
  });
}

/** POST /api/parent/add-athlete: an invitation by e-mail with a single-use link valid for 7 days. */
export async function inviteAthlete(
  db: Db,
  config: Config,
  parent: User,
  input: { email: string; firstName: string; lastName: string; age: number },
  now: Date,
) {
  return db.transaction(async (tx) => {
    // Whether the address has an account, and its role, is not told here (issue 16): a parent or
    // coach account simply cannot accept the invitation (acceptInvitation refuses it).
    const existing = await tx
      .select()
      .from(athleteLinks)
      .where(and(eq(athleteLinks.parentId, parent.id), eq(sql`lower(${athleteLinks.email})`, input.email)));
    if (existing.some((l) => l.status === 'ACTIVE')) throw conflict(msg('parent.alreadyLinked'));
    if (existing.some((l) => l.status === 'PENDING' && l.expiresAt && l.expiresAt.getTime() > now.getTime())) throw conflict(msg('parent.pending'));
    const { token, tokenHash, expiresAt } = newToken(now);
    const [link] = await tx
      .insert(athleteLinks)
      .values({
        parentId: parent.id,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        age: input.age,
        status: 'PENDING',
        tokenHash,
        expiresAt,
      })
      .returning();
    await sendInvite(tx, config, parent, input, token);
    return { message: msg('parent.addedInvited', { email: input.email }), invitation: toInvitation(link!, now) };
  });
}

export async function listInvitations(db: Db, parent: User, now: Date): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(athleteLinks)
    .where(and(eq(athleteLinks.parentId, parent.id), ne(athleteLinks.status, 'ACTIVE')))
    .orderBy(desc(athleteLinks.createdAt));
  return rows.filter((l) => l.status === 'PENDING').map((l) => toInvitation(l, now));
}

async function ownPending(tx: Db | Tx, parent: User, id: number) {
  const [link] = await tx
    .select()
    .from(athleteLinks)
    .where(and(eq(athleteLinks.id, id), eq(athleteLinks.parentId, parent.id)));
  if (!link || link.status !== 'PENDING') throw notFound(msg('parent.invitationNotFound'));
  return link;
}

/** A new link (the old one stops working) valid for another 7 days. */
export async function resendInvitation(db: Db, config: Config, parent: User, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const link = await ownPending(tx, parent, id);
    const { token, tokenHash, expiresAt } = newToken(now);
    await tx.update(athleteLinks).set({ tokenHash, expiresAt }).where(eq(athleteLinks.id, id));
    await sendInvite(tx, config, parent, link, token);
    return { message: msg('parent.invitationResent', { email: link.email }) };
  });
}

export async function revokeInvitation(db: Db, parent: User, id: number) {
  await ownPending(db, parent, id);
  await db.update(athleteLinks).set({ status: 'REVOKED', tokenHash: null }).where(eq(athleteLinks.id, id));
  return { message: msg('parent.invitationRevoked') };
}

/** The pending, unexpired invitation of a link, or null. */
async function usableInvitation(tx: Db | Tx, token: string, now: Date): Promise<Link | null> {
  const [link] = await tx
    .select()
    .from(athleteLinks)
    .where(eq(athleteLinks.tokenHash, hashToken(token)));
  if (!link || link.status !== 'PENDING' || !link.expiresAt || link.expiresAt.getTime() < now.getTime()) return null;
  return link;
}

async function openInvitation(tx: Db | Tx, token: string, now: Date) {
  const link = await usableInvitation(tx, token, now);
  if (!link) throw new HttpError(410, msg('parent.inviteInvalid'));
  return link;
}

/** What the invitation page shows before the athlete signs up or in. */
export async function invitationInfo(db: Db, token: string, now: Date) {
  const link = await openInvitation(db, token, now);
  const [parent] = await db.select().from(users).where(eq(users.id, link.parentId));
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, link.email.toLowerCase()));
  return {
    email: link.email,
    firstName: link.firstName,
    lastName: link.lastName,
    parentName: `${parent!.firstName} ${parent!.lastName}`,
    accountExists: !!account,
  };
}

/**
 * The address a usable invitation link was sent to, or null: whoever opens the link reads that
 * inbox, so a sign-up from it with the same address needs no other verification (issue 16).
 */
export async function invitedAddress(tx: Db | Tx, token: string, now: Date): Promise<string | null> {
  return (await usableInvitation(tx, token, now))?.email ?? null;
}

/**
 * The signed-in athlete (the invitation's addressee) accepts: the link becomes active and the token
 * is spent. The account's address must be the invited one and verified (issue 16), so taking an
 * invited address at sign-up without its inbox does not take the invitation.
 */
export async function acceptInvitation(tx: Db | Tx, athlete: User, token: string, now: Date) {
  if (athlete.role !== 'ATHLETE') throw forbidden(msg('parent.athletesOnlyAccept'));
  const link = await openInvitation(tx, token, now);
  if (link.email.toLowerCase() !== athlete.email.toLowerCase()) throw forbidden(msg('parent.wrongAccount'));
  if (!athlete.emailVerifiedAt) throw forbidden(msg('parent.verifyFirst'));
  const [dupe] = await tx
    .select()
    .from(athleteLinks)
    .where(and(eq(athleteLinks.parentId, link.parentId), eq(athleteLinks.athleteId, athlete.id), eq(athleteLinks.status, 'ACTIVE')));
  await tx
    .update(athleteLinks)
    .set(dupe ? { status: 'REVOKED', tokenHash: null } : { status: 'ACTIVE', athleteId: athlete.id, tokenHash: null, expiresAt: null })
    .where(eq(athleteLinks.id, link.id));
  if (!dupe && link.age && !athlete.age) await tx.update(users).set({ age: link.age }).where(eq(users.id, athlete.id));
  return { message: msg('parent.linked') };
}

export async function declineInvitation(db: Db, athlete: User, token: string, now: Date) {
  const link = await openInvitation(db, token, now);
  if (link.email.toLowerCase() !== athlete.email.toLowerCase()) throw forbidden(msg('parent.wrongAccount'));
  await db.update(athleteLinks).set({ status: 'DECLINED', tokenHash: null }).where(eq(athleteLinks.id, link.id));
  return { message: msg('parent.invitationDeclined') };
}

/** An athlete removes a parent's link from their profile page. */
export async function unlinkParent(db: Db, athlete: User, linkId: number) {
  const rows = await db
    .update(athleteLinks)
    .set({ status: 'REVOKED' })
    .where(and(eq(athleteLinks.id, linkId), eq(athleteLinks.athleteId, athlete.id), eq(athleteLinks.status, 'ACTIVE')))
    .returning();
  if (!rows[0]) throw notFound(msg('parent.linkNotFound'));
  return { message: msg('parent.unlinked') };
}
