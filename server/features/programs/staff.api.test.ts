import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, json, signupStaff, testDbKind, type TestApp } from '../../test/test-app.ts';

describe(`staff editing the program catalogue on ${testDbKind()}`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  let call: ReturnType<typeof callAs>;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupStaff(t.app);
    call = callAs(t.app);
  });
  afterAll(async () => t?.close());

  it('creates, edits, reorders and archives programs; archived ones leave the catalogue; all audited', async () => {
    const a = json<{ id: number }>(await call('POST', '/api/staff/programs', staff.cookie, { name: 'Goalkeeping Lab', type: 'SOCCER', description: 'Hands and footwork.', price: 65.5, duration: 75 }));
    const b = json<{ id: number }>(await call('POST', '/api/staff/programs', staff.cookie, { name: 'Shooting Clinic', type: 'BASKETBALL', description: 'Form shooting.', price: 40, duration: 60 }));
    expect((await call('POST', '/api/staff/programs', staff.cookie, { name: 'X', type: 'SOCCER', description: '', price: -1, duration: 5 })).statusCode).toBe(400);
    await call('PATCH', `/api/staff/programs/${a.id}`, staff.cookie, { price: 70 });
    await call('POST', '/api/staff/programs/reorder', staff.cookie, { ids: [b.id, a.id] });
    const catalogue = json<Array<{ id: number; price: number }>>(await t.app.inject({ method: 'GET', url: '/api/training-programs' }));
    expect(catalogue.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(catalogue.find((p) => p.id === a.id)!.price).toBe(70);
    await call('PATCH', `/api/staff/programs/${b.id}`, staff.cookie, { archived: true });
    expect(json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/training-programs' })).map((p) => p.id)).toEqual([a.id]);
    const log = json<Array<{ action: string; entity: string; actor: string }>>(await call('GET', '/api/staff/audit', staff.cookie));
    expect(log.slice(0, 5).map((e) => `${e.action}:${e.entity}`)).toEqual(['archive:program', 'reorder:program', 'update:program', 'create:program', 'create:program']);
    expect(log[0]!.actor).toBe(`Test ${staff.lastName}`);
  });
});
