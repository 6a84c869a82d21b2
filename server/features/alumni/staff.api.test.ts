import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, signupStaff, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`staff writing alumni stories on ${testDbKind()}`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
    call = callAs(t.app);
  });
  afterAll(async () => t?.close());

  it('manages alumni stories: one URL per story', async () => {
    expect((await call('POST', '/api/staff/alumni', staff.cookie, { slug: 'new-star', fullName: 'New Star', featured: true })).statusCode).toBe(201);
    expect((await call('POST', '/api/staff/alumni', staff.cookie, { slug: 'new-star', fullName: 'Dup' })).statusCode).toBe(409);
  });
});
