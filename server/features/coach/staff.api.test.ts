import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`staff managing coaches on ${testDbKind()}`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
    call = callAs(t.app);
  });
  afterAll(async () => t?.close());

  it('staff can flag other coaches as staff', async () => {
    const coach = await signupUser(t.app, 'COACH');
    expect((await call('GET', '/api/staff/programs', coach.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/staff/coaches/${coach.user.id}/staff`, staff.cookie, { isStaff: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/programs', coach.cookie)).statusCode).toBe(200);
  });
});
