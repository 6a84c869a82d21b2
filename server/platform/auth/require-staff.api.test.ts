import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`the staff guard on ${testDbKind()}`, () => {
  let t: TestApp;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp();
    call = callAs(t.app);
  });
  afterAll(async () => t?.close());

  it('answers 403 to a coach who is not staff, athletes and parents', async () => {
    const coach = await signupUser(t.app, 'COACH');
    const athlete = await signupUser(t.app);
    for (const u of [coach, athlete]) {
      expect((await call('GET', '/api/staff/programs', u.cookie)).statusCode).toBe(403);
      expect((await call('POST', '/api/staff/programs', u.cookie, { name: 'X', type: 'SOCCER', description: 'x', price: 10, duration: 60 })).statusCode).toBe(
        403,
      );
      expect((await call('GET', '/api/dev/outbox', u.cookie)).statusCode).toBe(403);
    }
  });
});
