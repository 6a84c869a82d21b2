import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { athleteLinks } from '../db/schema/parent.ts';
import { athleteRegistrations } from '../db/schema/registration.ts';
import { pickupGames } from '../db/schema/pickup.ts';
import { programs, trainingSessions } from '../db/schema/programs.ts';
import { json, signupUser } from './test-app.ts';
import { waiverSignatures } from '../db/schema/waivers.ts';
import { latestVersion } from '../features/waivers/versions.ts';

export async function createProgram(db: Db, over: Partial<typeof programs.$inferInsert> = {}) {
  const [p] = await db
    .insert(programs)
    .values({ name: 'Test Program', type: 'BASKETBALL', description: 'A test program for the suite.', priceCents: 8000, durationMinutes: 60, ...over })
    .returning();
  return p!;
}

/** A session starting `hoursFromNow` hours from now (UTC date and time stored as local for simplicity). */
export async function createSession(db: Db, programId: number, opts: { hoursFromNow?: number; spots?: number; title?: string } = {}) {
  const startsAt = new Date(Date.now() + (opts.hoursFromNow ?? 72) * 3600_000);
  const iso = startsAt.toISOString();
  const [s] = await db
    .insert(trainingSessions)
    .values({
      programId,
      date: iso.slice(0, 10),
      time: iso.slice(11, 19),
      startsAt,
      totalSpots: opts.spots ?? 10,
      availableSpots: opts.spots ?? 10,
      location: 'Court 1',
      sessionTitle: opts.title ?? null,
    })
    .returning();
  return s!;
}

/** A pickup game `hoursFromNow` ahead (72 by default), 19:00-21:00 on Court 1, for 10 players at `cost` cents. */
export async function createGame(db: Db, opts: { cost?: number; hoursFromNow?: number; title?: string } = {}) {
  const startsAt = new Date(Date.now() + (opts.hoursFromNow ?? 72) * 3600_000);
  const [g] = await db
    .insert(pickupGames)
    .values({
      title: opts.title ?? 'Test Run',
      sport: 'basketball',
      date: startsAt.toISOString().slice(0, 10),
      startTime: '19:00:00',
      endTime: '21:00:00',
      startsAt,
      location: 'Court 1',
      maxPlayers: 10,
      cost: opts.cost ?? 0,
      skillLevel: 'All',
    })
    .returning();
  return g!;
}

export async function linkParent(db: Db, parentId: number, athlete: { id: number; email: string }) {
  await db
    .insert(athleteLinks)
    .values({ parentId, athleteId: athlete.id, email: athlete.email, firstName: 'Kid', lastName: 'Test', age: 12, status: 'ACTIVE' });
}

/** An athlete and everyone a rule about their media names: a coach, a linked parent, a parent not linked, and a stranger (another athlete). */
export async function mediaAudience(app: FastifyInstance) {
  const owner = await signupUser(app);
  const coach = await signupUser(app, 'COACH');
  const parent = await signupUser(app, 'PARENT');
  const otherParent = await signupUser(app, 'PARENT');
  const stranger = await signupUser(app);
  await linkParent(app.ctx.db, parent.user.id, { id: owner.user.id, email: owner.email });
  return { owner, coach, parent, otherParent, stranger };
}

export const TEST_CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  expired: '4000000000000069',
};

/** The athlete's emergency contact and the latest waiver signed, which every booking needs (once per athlete and version). */
export async function registerAthlete(db: Db, athleteId: number, { sign = true } = {}) {
  await db
    .insert(athleteRegistrations)
    .values({
      userId: athleteId,
      athleteName: 'Test Athlete',
      athleteAge: 14,
      address: '1 Test Street, Suite 1',
      city: 'Testville',
      state: 'NC',
      zipCode: '28202',
      emergencyContactName: 'Pat Test',
      emergencyContactPhone: '7045550100',
      emergencyContactRelation: 'Parent',
      liabilityAgreement: true,
      waiverAcceptedAt: new Date(),
    })
    .onConflictDoNothing();
  if (sign) await signWaiver(db, athleteId);
}

/**
 * The latest waiver version signed for the athlete (decision 043), as the athlete (an adult) or a
 * guardian; what booking and pickup games need besides the registration. Once per version.
 */
export async function signWaiver(db: Db, athleteId: number, signerRole: 'SELF' | 'GUARDIAN' = 'SELF') {
  const current = await latestVersion(db);
  await db
    .insert(waiverSignatures)
    .values({ athleteId, versionId: current.id, signedBy: signerRole === 'SELF' ? athleteId : null, signerRole, signerName: 'Pat Test', athleteAge: 14 })
    .onConflictDoNothing();
}

/**
 * POST /api/create-payment-intent as the browser calls it, for an athlete who has registered
 * (pass `unregistered: true` to call it as is).
 */
export async function createIntent(app: FastifyInstance, cookie: string, payload: Record<string, unknown>, { unregistered = false } = {}) {
  if (!unregistered) {
    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    const athleteId = Number(
      payload.athleteId ?? (me.json() as { id?: number; user?: { id: number } }).id ?? (me.json() as { user?: { id: number } }).user?.id,
    );
    if (Number.isInteger(athleteId) && athleteId > 0) await registerAthlete(app.ctx.db, athleteId);
  }
  return app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: { cookie }, payload });
}

export async function confirmCard(app: FastifyInstance, cookie: string, clientSecret: string, number = TEST_CARDS.ok) {
  return app.inject({
    method: 'POST',
    url: '/api/test-provider/confirm',
    headers: { cookie },
    payload: { clientSecret, card: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' } },
  });
}

/** The whole browser flow: intent, card, booking call. Returns the booking call's response. */
export async function payAndBook(app: FastifyInstance, cookie: string, sessionId: number, extra: Record<string, unknown> = {}) {
  const intent = await createIntent(app, cookie, { sessionId, ...extra });
  if (intent.statusCode !== 200) throw new Error(`intent ${intent.statusCode}: ${intent.body}`);
  const { clientSecret, paymentIntentId } = json<{ clientSecret: string; paymentIntentId: string }>(intent);
  const confirmed = await confirmCard(app, cookie, clientSecret);
  if (confirmed.statusCode !== 200) throw new Error(`confirm ${confirmed.statusCode}: ${confirmed.body}`);
  return app.inject({ method: 'POST', url: '/api/session-bookings', headers: { cookie }, payload: { sessionId, status: 'CONFIRMED', paymentIntentId } });
}
