import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, es } from '../../../common/messages/index.ts';
import { pickupGames } from '../../db/schema/pickup.ts';
import { users } from '../../db/schema/users.ts';
import { signWaiver } from '../../test/fixtures.ts';
import { createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

type Answer = { message: string; messageId?: string };

/** Pickup games answer by message id (decision 071): worded in the request's language, the id beside. */
describe(`pickup games answer in the member's language, on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, lang: 'en' | 'es', payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie, 'accept-language': lang }, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function plusAthlete() {
    const a = await signupUser(t.app);
    await t.database.db.update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, a.user.id));
    await signWaiver(t.database.db, a.user.id);
    return a;
  }

  it('joins and leaves a free game in Spanish (the game by its Spanish title) and in English', async () => {
    const startsAt = new Date(Date.now() + 72 * 3600_000);
    const [game] = await t.database.db
      .insert(pickupGames)
      .values({
        title: 'Lunchtime Hoops',
        titleEs: 'Baloncesto del mediodía',
        sport: 'basketball',
        date: startsAt.toISOString().slice(0, 10),
        startTime: '12:00:00',
        endTime: '13:00:00',
        startsAt,
        location: 'Court 1',
        maxPlayers: 2,
        cost: 0,
        skillLevel: 'All',
      })
      .returning();
    const ana = await plusAthlete();
    const bo = await plusAthlete();
    const params = { title: 'Lunchtime Hoops', titleEs: 'Baloncesto del mediodía' };

    const joined = await call('POST', `/api/pickup-games/${game!.id}/join`, ana.cookie, 'es');
    expect(joined.statusCode).toBe(200);
    expect(json<Answer>(joined).message).toBe(es('pickup.youreIn', params));
    expect(es('pickup.youreIn', params)).toBe('¡Ya estás dentro! Nos vemos en Baloncesto del mediodía.');
    expect(json<Answer>(await call('POST', `/api/pickup-games/${game!.id}/join`, bo.cookie, 'en')).message).toBe("You're in! See you at Lunchtime Hoops.");

    const again = await call('POST', `/api/pickup-games/${game!.id}/join`, ana.cookie, 'es');
    expect(again.statusCode).toBe(409);
    expect(json<Answer>(again)).toMatchObject({ message: es('pickup.joined'), messageId: 'pickup.joined' });

    const left = await call('DELETE', `/api/pickup-games/${game!.id}/join`, ana.cookie, 'es');
    expect(json<Answer>(left).message).toBe(es('pickup.left'));
    const notIn = await call('DELETE', `/api/pickup-games/${game!.id}/join`, ana.cookie, 'en');
    expect(notIn.statusCode).toBe(404);
    expect(json<Answer>(notIn)).toMatchObject({ message: en('pickup.notJoined'), messageId: 'pickup.notJoined' });

    // Staff: a game with players is not removed, nor made smaller than its players.
    const staff = await signupStaff(t.app);
    const removed = await call('DELETE', `/api/staff/games/${game!.id}`, staff.cookie, 'es');
    expect(removed.statusCode).toBe(409);
    expect(json<Answer>(removed)).toMatchObject({ message: es('pickup.hasPlayers'), messageId: 'pickup.hasPlayers' });
  });

  it('refuses a plan without pickup games by id, naming the plan', async () => {
    const startsAt = new Date(Date.now() + 72 * 3600_000);
    const [game] = await t.database.db
      .insert(pickupGames)
      .values({
        title: 'Open Run',
        sport: 'basketball',
        date: startsAt.toISOString().slice(0, 10),
        startTime: '18:00:00',
        endTime: '19:00:00',
        startsAt,
        location: 'Court 2',
        maxPlayers: 10,
        cost: 0,
        skillLevel: 'All',
      })
      .returning();
    const free = await signupUser(t.app);
    const refused = await call('POST', `/api/pickup-games/${game!.id}/join`, free.cookie, 'es');
    expect(refused.statusCode).toBe(402);
    const body = json<Answer>(refused);
    expect(body.messageId).toBe('pickup.notIncluded');
    expect(body.message).toMatch(/^Los partidos abiertos no están incluidos en el plan .+\. Mejora tu plan para unirte a partidos\.$/);
  });
});
