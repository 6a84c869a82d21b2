import { describe, expect, it } from 'vitest';
import { signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';

describe(`staff managing coaches on ${testDbKind()}`, () => {
  const env = staffTestApp();

  it('staff can flag other coaches as staff', async () => {
    const coach = await signupUser(env.t.app, 'COACH');
    expect((await env.call('GET', '/api/staff/programs', coach.cookie)).statusCode).toBe(403);
    expect((await env.call('POST', `/api/staff/coaches/${coach.user.id}/staff`, env.staff.cookie, { isStaff: true })).statusCode).toBe(200);
    expect((await env.call('GET', '/api/staff/programs', coach.cookie)).statusCode).toBe(200);
  });
});
