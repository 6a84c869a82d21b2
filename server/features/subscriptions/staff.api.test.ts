import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, json, signupStaff, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`staff setting plans on ${testDbKind()}`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
    call = callAs(t.app);
  });
  afterAll(async () => t?.close());

  it('manages plans: a new price and limit show in the plan list', async () => {
    await call('PATCH', '/api/staff/plans/PLUS', staff.cookie, { price: 34, maxMediaUploads: 25 });
    const plus = json<Array<{ name: string; price: number; maxMediaUploads: number }>>(await t.app.inject({ method: 'GET', url: '/api/subscription/plans' })).find((p) => p.name === 'PLUS');
    expect(plus).toMatchObject({ price: 34, maxMediaUploads: 25 });
  });
});
