import { describe, expect, it } from 'vitest';
import { json, staffTestApp, testDbKind } from '../../test/test-app.ts';

describe(`staff editing the program catalogue on ${testDbKind()}`, () => {
  const env = staffTestApp();

  it('creates, edits, reorders and archives programs; archived ones leave the catalogue; all audited', async () => {
    const a = json<{ id: number }>(
      await env.call('POST', '/api/staff/programs', env.staff.cookie, {
        name: 'Goalkeeping Lab',
        type: 'SOCCER',
        description: 'Hands and footwork.',
        price: 65.5,
        duration: 75,
      }),
    );
    const b = json<{ id: number }>(
      await env.call('POST', '/api/staff/programs', env.staff.cookie, {
        name: 'Shooting Clinic',
        type: 'BASKETBALL',
        description: 'Form shooting.',
        price: 40,
        duration: 60,
      }),
    );
    expect(
      (await env.call('POST', '/api/staff/programs', env.staff.cookie, { name: 'X', type: 'SOCCER', description: '', price: -1, duration: 5 })).statusCode,
    ).toBe(400);
    await env.call('PATCH', `/api/staff/programs/${a.id}`, env.staff.cookie, { price: 70 });
    await env.call('POST', '/api/staff/programs/reorder', env.staff.cookie, { ids: [b.id, a.id] });
    const catalogue = json<Array<{ id: number; price: number }>>(await env.t.app.inject({ method: 'GET', url: '/api/training-programs' }));
    expect(catalogue.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(catalogue.find((p) => p.id === a.id)!.price).toBe(70);
    await env.call('PATCH', `/api/staff/programs/${b.id}`, env.staff.cookie, { archived: true });
    expect(json<Array<{ id: number }>>(await env.t.app.inject({ method: 'GET', url: '/api/training-programs' })).map((p) => p.id)).toEqual([a.id]);
    const log = json<Array<{ action: string; entity: string; actor: string }>>(await env.call('GET', '/api/staff/audit', env.staff.cookie));
    expect(log.slice(0, 5).map((e) => `${e.action}:${e.entity}`)).toEqual([
      'archive:program',
      'reorder:program',
      'update:program',
      'create:program',
      'create:program',
    ]);
    expect(log[0]!.actor).toBe(`Test ${env.staff.lastName}`);
  });
});
