import { describe, expect, it } from 'vitest';
import { json, staffTestApp, testDbKind } from '../../test/test-app.ts';

describe(`staff setting plans on ${testDbKind()}`, () => {
  const env = staffTestApp();

  it('manages plans: a new price and limit show in the plan list', async () => {
    await env.call('PATCH', '/api/staff/plans/PLUS', env.staff.cookie, { price: 34, maxMediaUploads: 25 });
    const plus = json<Array<{ name: string; price: number; maxMediaUploads: number }>>(
      await env.t.app.inject({ method: 'GET', url: '/api/subscription/plans' }),
    ).find((p) => p.name === 'PLUS');
    expect(plus).toMatchObject({ price: 34, maxMediaUploads: 25 });
  });
});
