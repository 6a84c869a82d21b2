import { describe, expect, it } from 'vitest';
import { staffTestApp, testDbKind } from '../../test/test-app.ts';

describe(`staff writing alumni stories on ${testDbKind()}`, () => {
  const env = staffTestApp();

  it('manages alumni stories: one URL per story', async () => {
    expect((await env.call('POST', '/api/staff/alumni', env.staff.cookie, { slug: 'new-star', fullName: 'New Star', featured: true })).statusCode).toBe(201);
    expect((await env.call('POST', '/api/staff/alumni', env.staff.cookie, { slug: 'new-star', fullName: 'Dup' })).statusCode).toBe(409);
  });
});
