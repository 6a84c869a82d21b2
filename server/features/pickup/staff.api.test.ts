import { describe, expect, it } from 'vitest';
import { daysFromNow, json, staffTestApp, testDbKind } from '../../test/test-app.ts';

describe(`staff scheduling pick-up games on ${testDbKind()}`, () => {
  const env = staffTestApp();

  it('manages games: a new one is listed', async () => {
    const game = json<{ id: number }>(
      await env.call('POST', '/api/staff/games', env.staff.cookie, {
        title: 'Sunday 5v5',
        sport: 'basketball',
        date: daysFromNow(3),
        startTime: '18:00',
        endTime: '20:00',
        location: 'Court 1',
        maxPlayers: 10,
        cost: 800,
        skillLevel: 'All',
      }),
    );
    expect(json<Array<{ id: number }>>(await env.t.app.inject({ method: 'GET', url: '/api/pickup-games' })).map((g) => g.id)).toContain(game.id);
  });
});
