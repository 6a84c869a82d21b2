import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, daysFromNow, json, signupStaff, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`staff scheduling pick-up games on ${testDbKind()}`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
    call = callAs(t.app);
  });
  afterAll(async () => t?.close());

  it('manages games: a new one is listed', async () => {
    const game = json<{ id: number }>(await call('POST', '/api/staff/games', staff.cookie, { title: 'Sunday 5v5', sport: 'basketball', date: daysFromNow(3), startTime: '18:00', endTime: '20:00', location: 'Court 1', maxPlayers: 10, cost: 800, skillLevel: 'All' }));
    expect(json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/pickup-games' })).map((g) => g.id)).toContain(game.id);
  });
});
