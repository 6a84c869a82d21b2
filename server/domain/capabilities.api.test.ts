import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, CAPABILITY_KEYS, EVERY_PLAN_LINES, LIMIT_LINES, PLAN_LIMITS, type PlanLine } from '../../common/capabilities.ts';
import { pickupGames } from '../db/schema/pickup.ts';
import { users } from '../db/schema/users.ts';
import { signWaiver } from '../test/fixtures.ts';
import { json, signupUser, staffTestApp, testDbKind } from '../test/test-app.ts';
import { gatesInUse } from './capabilities.ts';

type Listed = { name: string; includes: PlanLine[] } & Record<string, unknown>;

/**
 * Decision 049: a plan sells only what the server enforces. The gates are taken by the modules
 * that check them, as the app is built; what the plans may sell is what has a gate.
 */
describe(`plans sell only what the server enforces, on ${testDbKind()}`, () => {
  const env = staffTestApp();
  const listPlans = async () => json<Listed[]>(await env.t.app.inject({ method: 'GET', url: '/api/subscription/plans' }));
  const keysOf = (p: Listed) => p.includes.map((l) => l.key);

  it('every delivered capability, every monthly limit and what every plan gets has a gate in the built app; no gate is for an undelivered one', () => {
    const gates = gatesInUse();
    const gated = (what: string) => [...(gates.get(what as never) ?? [])];
    for (const c of CAPABILITY_KEYS) {
      if (CAPABILITIES[c].delivered) expect(gated(c), `${c} is sold but no module checks it`).not.toEqual([]);
      else expect(gated(c), `${c} is checked: mark it delivered in common/capabilities.ts`).toEqual([]);
    }
    for (const limit of Object.values(LIMIT_LINES)) expect(gated(limit), `${limit} is sold but nothing counts it`).not.toEqual([]);
    for (const line of EVERY_PLAN_LINES) expect(gated(line), `${line} is sold but nothing delivers it`).not.toEqual([]);
    // Bookings count sessions at the hold, with a credit and at fulfilment; uploads at the link and at recording.
    expect(gated('maxTrainingSessions')).toHaveLength(3);
    expect(gated('pickupGames')).toEqual(['pickup: joining and paying for a game']);
    expect(gated('premiumContent')).toEqual(['library: a premium item in full, its video and its progress']);
    expect(gated('trainingPlans')).toEqual(['training plans: assigning a plan to an athlete']);
    expect(gated('advancedAnalytics')).toEqual(['test days: trends, worthwhile change and percentiles of results']);
    expect(gated('priorityBooking')).toEqual(['bookings: booking before a session opens to everyone']);
    expect(PLAN_LIMITS.every((l) => Object.values(LIMIT_LINES).includes(l))).toBe(true);
  });

  it('the plans answer their derived lines: limits, the analysis, pickup games, priority booking from Plus; never the flags of undelivered capabilities nor free text', async () => {
    const list = await listPlans();
    const byName = Object.fromEntries(list.map((p) => [p.name, p]));
    expect(byName.FREE!.includes).toEqual([
      { key: 'trainingSessions', amount: 4 },
      { key: 'uploads', amount: 5 },
      { key: 'coachReviews', amount: 2 },
      { key: 'movementAnalysis' },
    ]);
    expect(byName.PLUS!.includes).toEqual([
      { key: 'trainingSessions', amount: 8 },
      { key: 'uploads', amount: 20 },
      { key: 'coachReviews', amount: 10 },
      { key: 'movementAnalysis' },
      { key: 'pickupGames' },
      { key: 'priorityBooking' },
    ]);
    expect(byName.PRO!.includes).toEqual([
      { key: 'trainingSessions', amount: -1 },
      { key: 'uploads', amount: -1 },
      { key: 'coachReviews', amount: 30 },
      { key: 'movementAnalysis' },
      { key: 'pickupGames' },
      { key: 'premiumContent' },
      { key: 'trainingPlans' },
      { key: 'priorityBooking' },
    ]);
    // Team alone carries advanced analytics (issue 31).
    expect(byName.TEAM).toMatchObject({ hasPremiumContent: true, hasPersonalizedPlans: true, hasAdvancedAnalytics: true, hasPriorityBooking: true });
    // Priority booking from Plus (docs/design.md section 9, migration 0029); Free has none.
    expect(byName.FREE).toMatchObject({ hasPriorityBooking: false });
    expect(keysOf(byName.TEAM!)).toEqual([
      'trainingSessions',
      'uploads',
      'coachReviews',
      'movementAnalysis',
      'pickupGames',
      'premiumContent',
      'trainingPlans',
      'advancedAnalytics',
      'priorityBooking',
    ]);
    for (const p of list) expect(p).not.toHaveProperty('features');
  });

  it('staff switch a delivered capability and the same check decides the line and the endpoint', async () => {
    const [game] = await env.t.database.db
      .insert(pickupGames)
      .values({
        title: 'Gate Run',
        sport: 'basketball',
        date: '2099-01-01',
        startTime: '19:00:00',
        endTime: '21:00:00',
        startsAt: new Date('2099-01-01T19:00:00Z'),
        location: 'Court 1',
        maxPlayers: 10,
        cost: 0,
        skillLevel: 'All',
      })
      .returning();
    const plus = await signupUser(env.t.app);
    await env.t.database.db.update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, plus.user.id));
    await signWaiver(env.t.database.db, plus.user.id);
    const join = () => env.call('POST', `/api/pickup-games/${game!.id}/join`, plus.cookie);

    expect((await env.call('PATCH', '/api/staff/plans/PLUS', env.staff.cookie, { hasPickupGameAccess: false })).statusCode).toBe(200);
    expect(keysOf((await listPlans()).find((p) => p.name === 'PLUS')!)).not.toContain('pickupGames');
    const refused = await join();
    expect(refused.statusCode).toBe(402);
    expect(json(refused)).toMatchObject({
      message: 'Pickup games are not included in the Plus plan. Upgrade your plan to join games.',
      limit: 'hasPickupGameAccess',
      capability: 'pickupGames',
      upgradeUrl: '/subscription',
    });

    expect((await env.call('PATCH', '/api/staff/plans/PLUS', env.staff.cookie, { hasPickupGameAccess: true })).statusCode).toBe(200);
    expect(keysOf((await listPlans()).find((p) => p.name === 'PLUS')!)).toContain('pickupGames');
    expect((await join()).statusCode).toBe(200);
  });

  it('a limit of 0 is not sold; unlimited is said as -1', async () => {
    expect((await env.call('PATCH', '/api/staff/plans/FREE', env.staff.cookie, { maxCoachFeedback: 0 })).statusCode).toBe(200);
    expect(keysOf((await listPlans()).find((p) => p.name === 'FREE')!)).toEqual(['trainingSessions', 'uploads', 'movementAnalysis']);
    expect((await env.call('PATCH', '/api/staff/plans/FREE', env.staff.cookie, { maxCoachFeedback: 2 })).statusCode).toBe(200);
  });

  it('staff switch advanced analytics on Pro: the line and the results answer follow, and back', async () => {
    const pro = await signupUser(env.t.app);
    await env.t.database.db.update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, pro.user.id));
    const analytics = async () => json<{ analytics: boolean }>(await env.call('GET', '/api/test-results', pro.cookie)).analytics;
    expect(await analytics()).toBe(false);
    expect((await env.call('PATCH', '/api/staff/plans/PRO', env.staff.cookie, { hasAdvancedAnalytics: true })).statusCode).toBe(200);
    expect(keysOf((await listPlans()).find((p) => p.name === 'PRO')!)).toContain('advancedAnalytics');
    expect(await analytics()).toBe(true);
    expect((await env.call('PATCH', '/api/staff/plans/PRO', env.staff.cookie, { hasAdvancedAnalytics: false })).statusCode).toBe(200);
    expect(keysOf((await listPlans()).find((p) => p.name === 'PRO')!)).not.toContain('advancedAnalytics');
    expect(await analytics()).toBe(false);
  });

  it('the free-text features are no longer accepted: a body with only them is an empty update', async () => {
    const res = await env.call('PATCH', '/api/staff/plans/PLUS', env.staff.cookie, { features: ['Priority booking reminders'] });
    expect(res.statusCode).toBe(400);
  });
});
