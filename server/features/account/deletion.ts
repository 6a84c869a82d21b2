import crypto from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { aiFeedback } from '../../db/schema/analysis.ts';
import { athleteLinks, childLoginInvitations } from '../../db/schema/parent.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { waiverSignatures } from '../../db/schema/waivers.ts';
import { bookings, spotHolds, waitlistEntries } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { postLikes } from '../../db/schema/content.ts';
import { mediaUploads, uploadGrants } from '../../db/schema/media.ts';
import { paymentMethods } from '../../db/schema/payments.ts';
import { pickupGames, pickupPlayers } from '../../db/schema/pickup.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { athleteProfiles } from '../../db/schema/profiles.ts';
import { sessionSeries } from '../../db/schema/schedule.ts';
import { emailChanges, passwordResets, sessions, users, type User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, unauthorized } from '../../platform/errors.ts';
import { mailLanguage } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { linkedParents } from '../../domain/parent-links.ts';
import { releaseHold } from '../bookings/spots.ts';
import { offerFreedPlaces } from '../bookings/waitlist/offers.ts';
import { msg } from '../../../common/messages/index.ts';

export type AccountDeps = AppContext;

/** Every file of a user is stored under `<prefix>/<userId>/` (uploads, sealed media, posters, pictures, overlays). */
const USER_FILE_PREFIXES = ['uploads', 'media', 'thumbs', 'profiles', 'analysis'] as const;

const isApprovedStaff = (u: Pick<User, 'role' | 'isStaff' | 'coachStatus'>) => u.role === 'COACH' && u.isStaff && u.coachStatus === 'APPROVED';

/** The account is approved staff and no other approved staff member is left (then it cannot leave). */
export const isLastStaff = (u: Pick<User, 'id' | 'role' | 'isStaff' | 'coachStatus'>, approvedStaff: ReadonlyArray<{ id: number }>) =>
  isApprovedStaff(u) && !approvedStaff.some((s) => s.id !== u.id);

/**
 * What a deletion looks at, as conditions the deletion preview (deletion-preview.ts) reads too, so
 * the dialog lists exactly the rows deleteAccount refuses for or changes (issue 29).
 */
export const deletionScope = {
  /** The account's own places in sessions still to come (joined with the session): deletion is refused while any is left. */
  upcomingOwnBookings: (userIds: number[], now: Date) =>
    and(inArray(bookings.athleteId, userIds), inArray(bookings.status, ['CONFIRMED', 'PENDING']), gt(trainingSessions.startsAt, now)),
  /** Its places in pickup games still to come (joined with the game): deletion is refused while any is left (issue 29). */
  upcomingGames: (userId: number, now: Date) => and(eq(pickupPlayers.userId, userId), gt(pickupGames.startsAt, now)),
  /** The lines the account leaves: as the athlete, or as the member who joined (a parent, for a linked athlete). */
  lines: (userId: number) =>
    and(inArray(waitlistEntries.status, ['WAITING', 'OFFERED']), or(eq(waitlistEntries.athleteId, userId), eq(waitlistEntries.memberId, userId))),
  /** The plan periods that end at once (CANCELED: nothing renews): paid, being retried or paused (issue 29). */
  activePlans: (userId: number) => and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE', 'PAUSED'])),
};

/**
 * Delete my account (decision 026): after the current password, in one transaction the user row is
 * kept but anonymised (bookings, payments and the ledger point at it and must be kept), every
 * session ends and the person's own data is removed; active parents of a deleted athlete are
 * e-mailed. Files go from storage after the commit, and a plan billed by the provider is ended there.
 * The row is locked, so the same account deleted twice at once is deleted (and announced) once.
 */
export async function deleteAccount(deps: AccountDeps, user: User, password: string, now: Date): Promise<void> {
  const ok = await verify(user.passwordHash, password).catch(() => false);
  if (!ok) throw badRequest(msg('auth.wrongPassword'));
  const { mediaKeys, billed, freedSessions, userIds } = await deps.db.transaction(async (tx) => {
    // Staff rows are locked first, in id order, so two staff members leaving at once cannot both be "not the last".
    const staff = user.isStaff ? await lockApprovedStaff(tx) : [];
    // No key update: bookings and holds being written for the account (foreign keys) do not wait on
    // it, while a waitlist join (which shares the row) does.
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('no key update');
    if (!current || current.deletedAt) throw unauthorized();
    if (isApprovedStaff(current) && isLastStaff(current, user.isStaff ? staff : await lockApprovedStaff(tx))) {
      throw conflict(msg('account.lastStaff'));
    }
    // A parent's children without a login of their own (decision 039) go with the parent, unless
    // another parent still looks after them: nobody else could ever reach their records.
    const children = current.role === 'PARENT' ? await orphanedChildren(tx, current.id) : [];
    const people = [current.id, ...children.map((c) => c.id)];
    // An athlete's places in sessions still to come are theirs to cancel first (refund policy).
    const [upcoming] = await tx
      .select({ n: count() })
      .from(bookings)
      .innerJoin(trainingSessions, eq(trainingSessions.id, bookings.sessionId))
      .where(deletionScope.upcomingOwnBookings(people, now));
    if (upcoming && upcoming.n > 0) throw conflict(msg('account.upcomingBookings', { n: upcoming.n }));
    // So are places in pickup games still to come: a deleted account must not keep one (issue 29).
    const [games] = await tx
      .select({ n: count() })
      .from(pickupPlayers)
      .innerJoin(pickupGames, eq(pickupGames.id, pickupPlayers.gameId))
      .where(deletionScope.upcomingGames(current.id, now));
    if (games && games.n > 0) throw conflict(msg('account.upcomingGames', { n: games.n }));
    await tellLinkedParents(tx, deps, current);
    const erased = [await eraseAccount(tx, current, now)];
    for (const child of children) erased.push(await eraseAccount(tx, child, now));
    return {
      mediaKeys: erased.flatMap((e) => e.mediaKeys),
      billed: erased.flatMap((e) => e.billed),
      freedSessions: [...new Set(erased.flatMap((e) => e.freedSessions))],
      userIds: people,
    };
  });
  // A place the account was offered or holding goes to the next in line at once (issue 29).
  if (freedSessions.length > 0) await offerFreedPlaces(deps, freedSessions);
  await removeFiles(deps, userIds, mediaKeys);
  for (const id of billed) {
    await deps.payments.billing
      ?.cancelSubscription(id)
      .catch((err: unknown) => deps.log.error({ err, subscription: id }, 'ending the plan of a deleted account at the provider failed'));
  }
}

/**
 * The account's personal data goes and its row stays, anonymised (bookings, payments and the
 * ledger point at it): lines and holds left, registration, links, cards, media, a plan ended, a
 * coach's sessions unassigned. Returns the files to delete, plans billed by the provider to end
 * there, and the sessions whose lines move on.
 */
async function eraseAccount(tx: Tx, current: User, now: Date): Promise<{ mediaKeys: string[]; billed: string[]; freedSessions: number[] }> {
  const freedSessions = await leaveEveryLine(tx, current.id, now);
  await removePersonalData(tx, current);
  const mediaKeys = await removeMedia(tx, current.id);
  // Billing records stay; a paid plan ends now so nothing renews for a deleted account.
  const ended = await tx
    .update(subscriptions)
    .set({ status: 'CANCELED', cancelAtPeriodEnd: true, nextRetryAt: null, pauseMonths: null })
    .where(deletionScope.activePlans(current.id))
    .returning({ providerSubscriptionId: subscriptions.providerSubscriptionId });
  // A coach's upcoming sessions and series become unassigned (staff assign another coach).
  await tx
    .update(trainingSessions)
    .set({ coachId: null })
    .where(and(eq(trainingSessions.coachId, current.id), gt(trainingSessions.startsAt, now)));
  await tx.update(sessionSeries).set({ coachId: null }).where(eq(sessionSeries.coachId, current.id));
  await tx
    .update(users)
    .set({
      firstName: 'Deleted',
      lastName: 'user',
      email: await anonymousEmail(tx, current.id),
      passwordHash: `!deleted!${crypto.randomBytes(32).toString('base64url')}`,
      profileImageUrl: null,
      age: null,
      dateOfBirth: null,
      sport: null,
      position: null,
      trainingGoals: null,
      language: null,
      isStaff: false,
      coachStatus: current.role === 'COACH' ? 'REVOKED' : null,
      subscriptionTier: 'FREE',
      deletedAt: now,
    })
    .where(eq(users.id, current.id));
  return { mediaKeys, billed: ended.map((s) => s.providerSubscriptionId).filter((id): id is string => !!id), freedSessions };
}

/**
 * A parent's children without a login (decision 039) that no other parent is linked to: they are
 * deleted with the parent (nobody else could reach their records). Read by the preview too.
 */
export async function childrenLeavingWith(db: Db | Tx, parentId: number): Promise<User[]> {
  const mine = await db
    .select({ child: users })
    .from(athleteLinks)
    .innerJoin(users, eq(users.id, athleteLinks.athleteId))
    .where(and(eq(athleteLinks.parentId, parentId), eq(athleteLinks.status, 'ACTIVE'), eq(users.hasLogin, false), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
  const orphans: User[] = [];
  for (const { child } of mine) {
    const [other] = await db
      .select({ id: athleteLinks.id })
      .from(athleteLinks)
      .where(and(eq(athleteLinks.athleteId, child.id), eq(athleteLinks.status, 'ACTIVE'), ne(athleteLinks.parentId, parentId)))
      .limit(1);
    if (!other) orphans.push(child);
  }
  return orphans;
}

/** The same children, locked as the account's own row is: a booking for one waits, then finds it deleted. */
async function orphanedChildren(tx: Tx, parentId: number): Promise<User[]> {
  const children = await childrenLeavingWith(tx, parentId);
  if (children.length === 0) return [];
  return tx
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        children.map((c) => c.id),
      ),
    )
    .orderBy(asc(users.id))
    .for('no key update');
}

/**
 * The account leaves every waitlist it is in, as the athlete or as the member who joined, and
 * gives back any place held for it (a waitlist offer or a checkout under way): a deleted account
 * must not be offered a place nor keep the people behind it waiting (issue 29). Returns the
 * sessions whose lines move on. The account's row is locked by then, so a join cannot slip in
 * (joinWaitlist takes the same row first).
 */
async function leaveEveryLine(tx: Tx, userId: number, now: Date): Promise<number[]> {
  const sessions = new Set<number>();
  const held = await tx
    .select({ id: spotHolds.id })
    .from(spotHolds)
    .where(and(eq(spotHolds.status, 'ACTIVE'), or(eq(spotHolds.athleteId, userId), eq(spotHolds.payerId, userId))))
    .orderBy(asc(spotHolds.id));
  for (const h of held) {
    const sessionId = await releaseHold(tx, h.id, 'RELEASED', now);
    if (sessionId !== null) sessions.add(sessionId);
  }
  const left = await tx
    .update(waitlistEntries)
    .set({ status: 'LEFT', updatedAt: now })
    .where(deletionScope.lines(userId))
    .returning({ sessionId: waitlistEntries.sessionId });
  for (const w of left) sessions.add(w.sessionId);
  return [...sessions];
}

async function lockApprovedStaff(tx: Tx) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'COACH'), eq(users.isStaff, true), eq(users.coachStatus, 'APPROVED')))
    .orderBy(asc(users.id))
    .for('update');
}

/** `deleted-<id>@deleted.invalid` (a reserved domain: no mail is ever delivered), unless someone signed up with it. */
async function anonymousEmail(tx: Tx, id: number): Promise<string> {
  const email = `deleted-${id}@deleted.invalid`;
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, id)));
  return taken ? `deleted-${id}-${crypto.randomBytes(6).toString('hex')}@deleted.invalid` : email;
}

const ATHLETE_GONE = {
  en: {
    subject: (athlete: string, business: string) => `${athlete} deleted their ${business} account`,
    lines: (name: string, athlete: string, business: string) => [
      `Hi ${name},`,
      '',
      `${athlete} deleted their account at ${business}, so you are no longer linked: their sessions, videos and coach feedback are no longer shown to you.`,
      'Records of bookings and payments you made are kept, as the law requires.',
      '',
      business,
    ],
  },
  es: {
    subject: (athlete: string, business: string) => `${athlete} eliminó su cuenta de ${business}`,
    lines: (name: string, athlete: string, business: string) => [
      `Hola, ${name}:`,
      '',
      `${athlete} eliminó su cuenta de ${business}, así que ya no están vinculados: ya no verás sus sesiones, sus videos ni los comentarios de sus entrenadores.`,
      'Conservamos los registros de las reservas y los pagos que hiciste, como exige la ley.',
      '',
      business,
    ],
  },
} as const;

/** Each linked parent is told, in their own language. */
async function tellLinkedParents(tx: Tx, deps: AccountDeps, athlete: User): Promise<void> {
  const name = `${athlete.firstName} ${athlete.lastName}`;
  for (const parent of await linkedParents(tx, athlete.id)) {
    const m = ATHLETE_GONE[mailLanguage(parent.language)];
    await enqueueMail(tx, {
      to: parent.email,
      subject: m.subject(name, deps.config.BUSINESS_NAME),
      text: m.lines(parent.firstName, name, deps.config.BUSINESS_NAME).join('\n'),
    });
  }
}

/** Sessions, links and tokens, the public profile, the registration (emergency contact) and signed waivers, saved cards, likes and the mail log. */
async function removePersonalData(tx: Tx, u: User): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.userId, u.id));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, u.id));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, u.id));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, u.id));
  await tx.delete(athleteProfiles).where(eq(athleteProfiles.userId, u.id));
  await tx.delete(athleteRegistrations).where(eq(athleteRegistrations.userId, u.id));
  // The account's own signed waivers go with its registration; those it signed as a guardian for
  // another athlete stay that athlete's record, without the signer's name, address or browser (043).
  await tx.delete(waiverSignatures).where(eq(waiverSignatures.athleteId, u.id));
  await tx.update(waiverSignatures).set({ signedBy: null, signerName: 'Deleted user', ip: null, userAgent: null }).where(eq(waiverSignatures.signedBy, u.id));
  // Links as parent or athlete, and invitations sent to the address that were never accepted.
  await tx
    .delete(athleteLinks)
    .where(
      or(
        eq(athleteLinks.parentId, u.id),
        eq(athleteLinks.athleteId, u.id),
        and(isNull(athleteLinks.athleteId), eq(sql`lower(${athleteLinks.email})`, u.email.toLowerCase())),
      ),
    );
  // A child's login invitations the account sent as parent, or that were for it as the child (decision 047).
  await tx.delete(childLoginInvitations).where(or(eq(childLoginInvitations.parentId, u.id), eq(childLoginInvitations.childId, u.id)));
  await tx.delete(paymentMethods).where(eq(paymentMethods.userId, u.id));
  await tx.delete(postLikes).where(eq(postLikes.userId, u.id));
  await tx.delete(outbox).where(eq(sql`lower(${outbox.to})`, u.email.toLowerCase()));
}

/** The user's uploads; their coach feedback, analyses, pose tracks and drawings go with them (cascade). Returns the files to delete. */
async function removeMedia(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx
    .select({ key: mediaUploads.storageKey, thumb: mediaUploads.thumbnailKey, overlay: aiFeedback.overlayKey })
    .from(mediaUploads)
    .leftJoin(aiFeedback, eq(aiFeedback.mediaId, mediaUploads.id))
    .where(eq(mediaUploads.userId, userId));
  await tx.delete(mediaUploads).where(eq(mediaUploads.userId, userId));
  await tx.delete(uploadGrants).where(eq(uploadGrants.userId, userId));
  return rows.flatMap((r) => [r.key, r.thumb, r.overlay].filter((k): k is string => !!k));
}

/**
 * After the commit: the recorded files, and anything else under the user's prefixes (pictures,
 * unrecorded uploads). A failure is logged, not answered: the account is already deleted.
 */
async function removeFiles(deps: AccountDeps, userIds: number[], recorded: string[]): Promise<void> {
  const keys = new Set(recorded);
  const later = new Date(deps.now().getTime() + 24 * 3600_000);
  for (const userId of userIds) {
    for (const prefix of USER_FILE_PREFIXES) {
      const found = await deps.storage.listOlderThan(`${prefix}/${userId}`, later).catch((err: unknown) => {
        deps.log.error({ err, userId, prefix }, 'listing the files of a deleted account failed');
        return [] as string[];
      });
      for (const key of found) keys.add(key);
    }
  }
  for (const key of keys) {
    await deps.storage.delete(key).catch((err: unknown) => deps.log.error({ err, userIds, key }, 'deleting a file of a deleted account failed'));
  }
}
