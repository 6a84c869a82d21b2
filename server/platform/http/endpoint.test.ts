import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../common/endpoint.ts';
import type { User } from '../../db/schema/users.ts';
import { registerErrorHandler } from './error-handler.ts';
import { roleUser, route } from './endpoint.ts';
import { en } from '../../../common/messages/index.ts';

/** route() on a bare app: the user comes from an `x-role` header ('COACH!' an unapproved coach). */
async function appWith(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const role = req.headers['x-role'];
    if (typeof role !== 'string') return;
    const approved = !role.endsWith('!');
    req.user = { id: 5, role: role.replace('!', ''), coachStatus: approved ? 'APPROVED' : 'PENDING', isStaff: false } as unknown as User;
  });
  await app.register(multipart);
  register(app);
  await app.ready();
  apps.push(app);
  return app;
}
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const body = z.object({ name: z.string().min(1) });

describe('route(): the role an endpoint declares', () => {
  const addChild = endpoint({ method: 'POST', path: '/api/kids', body, response: z.object({ by: z.number() }), roles: ['PARENT'] });
  const either = endpoint({ method: 'GET', path: '/api/either', response: z.object({ role: z.string() }), roles: ['ATHLETE', 'PARENT'] });
  const coachOnly = endpoint({ method: 'GET', path: '/api/coach-only', response: z.object({ ok: z.boolean() }), roles: ['COACH'] });

  it('answers 401 signed out and 403 to another role before validation, as requireRole does', async () => {
    const app = await appWith((a) => route(a, addChild, (req) => ({ by: roleUser(req).id })));
    const post = (headers: Record<string, string>, payload: unknown) => app.inject({ method: 'POST', url: '/api/kids', headers, payload: payload as object });
    const out = await post({}, { name: '' });
    expect(out.statusCode).toBe(401);
    expect(out.json().message).toBe('Unauthorized');
    const coach = await post({ 'x-role': 'COACH' }, { name: '' });
    expect(coach.statusCode).toBe(403);
    expect(coach.json().message).toBe('You do not have access to this.');
    expect((await post({ 'x-role': 'PARENT' }, { name: '' })).statusCode).toBe(400);
    const ok = await post({ 'x-role': 'PARENT' }, { name: 'Ana' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { by: 5 }]);
  });

  it('lets any of several roles through', async () => {
    const app = await appWith((a) => route(a, either, (req) => ({ role: roleUser(req).role })));
    expect((await app.inject({ url: '/api/either', headers: { 'x-role': 'ATHLETE' } })).json()).toEqual({ role: 'ATHLETE' });
    expect((await app.inject({ url: '/api/either', headers: { 'x-role': 'PARENT' } })).json()).toEqual({ role: 'PARENT' });
    expect((await app.inject({ url: '/api/either', headers: { 'x-role': 'COACH' } })).statusCode).toBe(403);
  });

  it('refuses a coach staff have not approved (403), as requireRole does', async () => {
    const app = await appWith((a) => route(a, coachOnly, () => ({ ok: true })));
    expect((await app.inject({ url: '/api/coach-only', headers: { 'x-role': 'COACH' } })).statusCode).toBe(200);
    const pending = await app.inject({ url: '/api/coach-only', headers: { 'x-role': 'COACH!' } });
    expect([pending.statusCode, pending.json().message]).toEqual([403, en('auth.coachPending')]);
  });
});

describe('route(): several answers, files, redirects', () => {
  const status = endpoint({
    method: 'GET',
    path: '/api/job/:id',
    params: z.object({ id: z.coerce.number() }),
    responses: { 200: z.object({ result: z.string() }), 202: z.object({ progress: z.number() }) },
  });

  it('serializes by the status the handler set, through that status schema', async () => {
    const app = await appWith((a) =>
      route(a, status, (req, reply) => {
        if (req.params.id === 1) return { result: 'done', secret: 'x' } as { result: string };
        reply.code(202);
        return { progress: 40 };
      }),
    );
    const done = await app.inject({ url: '/api/job/1' });
    expect([done.statusCode, done.json()]).toEqual([200, { result: 'done' }]);
    const pending = await app.inject({ url: '/api/job/2' });
    expect([pending.statusCode, pending.json()]).toEqual([202, { progress: 40 }]);
  });

  it('sends a file with its content type, and a redirect', async () => {
    const csv = endpoint({ method: 'GET', path: '/api/report.csv', file: 'text/csv; charset=utf-8' });
    const go = endpoint({ method: 'GET', path: '/api/go', redirect: true });
    const app = await appWith((a) => {
      route(a, csv, (_req, reply) => {
        reply.header('content-disposition', 'attachment; filename="r.csv"');
        return 'a,b\n1,2\n';
      });
      route(a, go, () => '/login');
    });
    const file = await app.inject({ url: '/api/report.csv' });
    expect([file.statusCode, file.headers['content-type'], file.headers['content-disposition'], file.body]).toEqual([
      200,
      'text/csv; charset=utf-8',
      'attachment; filename="r.csv"',
      'a,b\n1,2\n',
    ]);
    const redirect = await app.inject({ url: '/api/go' });
    expect([redirect.statusCode, redirect.headers.location]).toEqual([302, '/login']);
  });
});

describe('route(): a multipart body', () => {
  const upload = endpoint({
    method: 'POST',
    path: '/api/upload',
    body: z.object({ title: z.string().min(1, 'A title, please') }),
    multipart: { file: { field: 'media', maxBytes: 10, tooLarge: 'Please choose an image under 5MB' } },
    response: z.object({ title: z.string(), bytes: z.number() }),
    status: 201,
  });
  const form = (parts: { name: string; value: string; file?: boolean }[]) => {
    const boundary = 'XyZ';
    const payload =
      parts
        .map((p) =>
          p.file
            ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${p.value}\r\n`
            : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    return { method: 'POST' as const, url: '/api/upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  const appUpload = () => appWith((a) => route(a, upload, (req) => ({ title: req.body.title, bytes: req.upload?.length ?? 0 })));

  it('reads the fields through the body schema and the declared file', async () => {
    const app = await appUpload();
    const res = await app.inject(
      form([
        { name: 'title', value: 'Sprint' },
        { name: 'media', value: 'abcde', file: true },
      ]),
    );
    expect([res.statusCode, res.json()]).toEqual([201, { title: 'Sprint', bytes: 5 }]);
  });

  it('refuses a bad field (its message), another file field, and a file over the size', async () => {
    const app = await appUpload();
    const bad = await app.inject(form([{ name: 'title', value: '' }]));
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'A title, please']);
    const other = await app.inject(
      form([
        { name: 'title', value: 'x' },
        { name: 'photo', value: 'abc', file: true },
      ]),
    );
    expect([other.statusCode, other.json().message]).toEqual([400, 'Unexpected file field']);
    const big = await app.inject(
      form([
        { name: 'title', value: 'x' },
        { name: 'media', value: 'abcdefghijklmnop', file: true },
      ]),
    );
    expect([big.statusCode, big.json().message]).toEqual([413, 'Please choose an image under 5MB']);
  });
});
