import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession } from '../../test/fixtures.ts';
import { createTestApp, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/**
 * Every route of the OpenAPI document (and the hidden file routes), called with malformed paths,
 * queries and bodies as a visitor, an athlete, a parent and a staff coach. No answer may be a 5xx,
 * take longer than HANG_MS, or be an error without a JSON `message` a person can read.
 * Reproduce a failure with the printed seed: FUZZ_SEED=<seed> (and FUZZ_RUNS, FUZZ_MS to go longer).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 17_017);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const TIME_LIMIT_MS = Number(process.env.FUZZ_MS ?? 25_000);
const HANG_MS = 10_000;

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  required?: string[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  path: string;
  op: Operation;
}
type Role = 'anonymous' | 'athlete' | 'parent' | 'staff';
interface FuzzRequest {
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const NASTY_STRINGS = [
  '',
  ' ',
  '   padded   ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '😀',
  '\u202e\u0000',
  '\t\r\n',
  'x'.repeat(10_001),
  'é'.repeat(300),
  "'; DROP TABLE users; --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '2147483648',
  '1e400',
  'null',
  'true',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  '2026-02-30',
  '25:61',
  'a@b',
  'TEAM',
  'CONFIRMED',
];
const NASTY_NUMBERS = [0, -1, 1, 2, 3, 1.5, -0.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e300, -1e300, 5e-324];
const PATH_VALUES = [
  '1',
  '2',
  '3',
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%F0%9F%98%80',
  '%C0%AF',
  '%FF',
  '%',
  '%2',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%20',
  'TEAM',
  'FREE',
  'PLUS',
  'x'.repeat(300),
  '%E2%80%AE',
];

/** Percent-encode every UTF-8 byte (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encodeAll = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

function typesOf(s: JsonSchema): string[] {
  return Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
}

/** A value shaped like the schema most of the time (to reach the code behind validation), wrong some of the time. */
function valueFor(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 4) return anyJson;
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valueFor(a, depth + 1)));
  const shaped: Array<fc.Arbitrary<unknown>> = [];
  if (s.enum?.length) shaped.push(fc.constantFrom(...s.enum));
  for (const type of typesOf(s)) {
    if (type === 'string') {
      shaped.push(
        fc.oneof(
          nastyString,
          fc.string({ maxLength: Math.min(s.maxLength ?? 40, 40) }),
          fc.constantFrom(
            '2026-12-01',
            '2026-02-30',
            '9999-12-31',
            '07:00',
            '23:59:59',
            'athlete@example.com',
            'pi_123',
            'pm_card_visa',
            'a'.repeat(s.maxLength ?? 50),
          ),
        ),
      );
    } else if (type === 'integer' || type === 'number') {
      const lo = Math.max(s.minimum ?? -1000, -1e9);
      const hi = Math.min(s.maximum ?? 1000, 1e9);
      shaped.push(
        fc.oneof(fc.constantFrom(...NASTY_NUMBERS), fc.integer({ min: Math.ceil(lo), max: Math.floor(Math.max(lo, hi)) }), fc.constantFrom('12', '1e400', '')),
      );
    } else if (type === 'boolean') {
      shaped.push(fc.oneof(fc.boolean(), fc.constantFrom('true', 1, 0)));
    } else if (type === 'null') {
      shaped.push(fc.constant(null));
    } else if (type === 'array') {
      shaped.push(fc.array(valueFor(s.items, depth + 1), { maxLength: 4 }));
    } else if (type === 'object') {
      const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, valueFor(v, depth + 1)]));
      const extra =
        typeof s.additionalProperties === 'object' ? fc.dictionary(nastyString, valueFor(s.additionalProperties, depth + 1), { maxKeys: 3 }) : fc.constant({});
      shaped.push(fc.tuple(fc.record(props, { requiredKeys: [] }), extra).map(([a, b]) => ({ ...b, ...a })));
    }
  }
  if (s.nullable) shaped.push(fc.constant(null));
  if (shaped.length === 0) return anyJson;
  return fc.oneof({ weight: 5, arbitrary: fc.oneof(...shaped) }, { weight: 1, arbitrary: anyJson });
}

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A value that passes the schema (so the call reaches the service behind it). */
function plausibleFor(s: JsonSchema | undefined, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 4) return fc.constant(null);
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => plausibleFor(a, name, depth + 1)));
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = typesOf(s).find((t) => t !== 'null');
  if (type === 'string') {
    if (s.pattern?.includes('\\d{4}')) return fc.constantFrom(future(2), future(9), future(-3));
    if (s.pattern?.includes(':[0-5]')) return fc.constantFrom('07:00', '18:30:00', '23:59');
    if (s.pattern) return fc.constantFrom('abc-def', 'player-1');
    if (/email/i.test(name)) return fc.constantFrom('athlete@example.com', 'new-person@example.com');
    if (/password/i.test(name)) return fc.constantFrom('correct-horse-battery', 'octane-demo-2026');
    return fc
      .string({ minLength: Math.max(1, Math.min(12, (s as { minLength?: number }).minLength ?? 1)), maxLength: Math.min(s.maxLength ?? 30, 30) })
      .map((x) => (x.trim() ? x : 'Some text here'));
  }
  if (type === 'integer' || type === 'number') {
    const lo = s.minimum ?? 1;
    return fc.integer({ min: Math.ceil(Math.max(lo, -1000)), max: Math.floor(Math.max(Math.max(lo, -1000), Math.min(s.maximum ?? 4, lo + 5))) });
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausibleFor(s.items, name, depth + 1), { minLength: 1, maxLength: 3 });
  if (type === 'object') {
    const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausibleFor(v, k, depth + 1)]));
    return fc.record(props, { requiredKeys: s.required?.filter((k) => k in props) ?? [] });
  }
  return fc.constant(null);
}

/** A plausible body with at most one field made malformed. */
function nearlyValid(s: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(s.properties ?? {});
  if (keys.length === 0) return plausibleFor(s);
  return fc.tuple(plausibleFor(s), fc.option(fc.constantFrom(...keys), { nil: undefined }), anyJson).map(([value, key, bad]) => {
    if (key === undefined || typeof value !== 'object' || value === null) return value;
    return { ...value, [key]: bad };
  });
}

const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"x"',
  '0',
  '{"__proto__":{"isStaff":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '['.repeat(3000),
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=latin1',
  'application/xml',
  'application/json',
];

type Body = { payload?: string; contentType?: string };

function bodyFor(route: Route): fc.Arbitrary<Body> {
  const schema = route.op.requestBody?.content?.['application/json']?.schema;
  const json = (a: fc.Arbitrary<unknown>) => a.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' }));
  return fc.oneof(
    { weight: schema ? 4 : 1, arbitrary: json(valueFor(schema ?? { type: 'object' })) },
    { weight: schema ? 4 : 0, arbitrary: json(schema ? nearlyValid(schema) : fc.constant({})) },
    { weight: 1, arbitrary: json(anyJson) },
    { weight: 1, arbitrary: fc.record({ payload: fc.constantFrom(...RAW_BODIES), contentType: fc.constantFrom(...CONTENT_TYPES) }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const pathValue = (p: Parameter | undefined) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('1', '2', '3', ...((p?.schema?.enum as string[] | undefined) ?? [])) },
    { weight: 3, arbitrary: fc.constantFrom(...PATH_VALUES) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map(encodeAll) },
  );

function queryFor(route: Route): fc.Arbitrary<string> {
  const names = (route.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const value = fc.oneof(fc.constantFrom(...PATH_VALUES), nastyString.map(encodeAll));
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...names, 'page', 'id', '__proto__'), fc.string({ maxLength: 8 }).map(encodeAll)), value);
  return fc.array(pair, { maxLength: names.length ? 4 : 2 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
}

const ROLES: Role[] = ['anonymous', 'athlete', 'parent', 'staff'];
/** Calls that end the caller's own session: fuzzed as a visitor only, so the other roles keep theirs. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

function requestFor(route: Route): fc.Arbitrary<FuzzRequest> {
  const pathParams = route.path.match(/\{[^}]+\}/g) ?? [];
  const params = route.op.parameters ?? [];
  const roles = ENDS_SESSION.has(`${route.method} ${route.path}`) ? ['anonymous' as Role] : ROLES;
  return fc
    .record({
      role: fc.constantFrom(...roles),
      values: fc.tuple(...pathParams.map((name) => pathValue(params.find((p) => `{${p.name}}` === name)))),
      query: queryFor(route),
      body:
        route.method === 'GET' || route.method === 'DELETE'
          ? fc.oneof({ weight: 5, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: bodyFor(route) })
          : bodyFor(route),
    })
    .map(({ role, values, query, body }) => {
      let url = route.path;
      pathParams.forEach((name, i) => (url = url.replace(name, values[i] as string)));
      return {
        role,
        method: route.method,
        url: query ? `${url}?${query}` : url,
        headers: body.contentType ? { 'content-type': body.contentType } : ({} as Record<string, string>),
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      };
    });
}

/** The routes hidden from the document: stored files, public pictures, the webhook, redirects, probes. */
const HIDDEN: Route[] = [
  {
    method: 'GET',
    path: '/files/{key}',
    op: {
      parameters: [
        { in: 'query', name: 'exp' },
        { in: 'query', name: 'sig' },
      ],
    },
  },
  {
    method: 'PUT',
    path: '/files/{key}',
    op: {
      parameters: [
        { in: 'query', name: 'exp' },
        { in: 'query', name: 'max' },
        { in: 'query', name: 'sig' },
      ],
    },
  },
  { method: 'GET', path: '//files/{key}', op: {} },
  { method: 'GET', path: '/api/public-files/profiles/{a}/{b}', op: {} },
  { method: 'POST', path: '/api/webhooks/stripe', op: {} },
  { method: 'GET', path: '/api/login', op: {} },
  { method: 'GET', path: '/api/logout', op: {} },
  { method: 'GET', path: '/api/{unknown}', op: {} },
  { method: 'POST', path: '/api/{unknown}/{id}', op: {} },
  { method: 'GET', path: '/readyz', op: {} },
];

function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) routes.push({ method: method.toUpperCase(), path, op });
    }
  }
  return [...routes, ...HIDDEN];
}

describe(`malformed input on every route on ${testDbKind()}`, () => {
  let t: TestApp;
  let routes: Route[];
  const cookies: Partial<Record<Role, string>> = {};
  let staffId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const [athlete, parent, staff] = [await signupUser(t.app), await signupUser(t.app, 'PARENT'), await signupUser(t.app, 'COACH')];
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    Object.assign(cookies, { athlete: athlete.cookie, parent: parent.cookie, staff: staff.cookie });
    staffId = staff.user.id;
    // Rows with the small ids the fuzzer sends, so valid-looking calls get past "not found".
    for (let i = 0; i < 3; i++) await createSession(t.database.db, (await createProgram(t.database.db)).id);
    routes = routesOf(t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> });
  });
  afterAll(async () => t?.close());

  async function send(req: FuzzRequest) {
    const cookie = cookies[req.role as Exclude<Role, 'anonymous'>];
    const options: InjectOptions = {
      method: req.method as InjectOptions['method'],
      url: req.url,
      headers: { ...req.headers, ...(cookie ? { cookie } : {}) },
      ...(req.payload !== undefined ? { payload: req.payload } : {}),
    };
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${HANG_MS} ms`)), HANG_MS)));
    try {
      return await Promise.race([t.app.inject(options), hang]);
    } finally {
      clearTimeout(timer);
      // A staff call may have taken the staff flag from the fuzzing staff user: give it back.
      if (req.url.startsWith('/api/staff/coaches/')) await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staffId));
    }
  }

  /** The answer's failure, or null when it is fine. */
  const seen = new Map<string, number>();
  async function check(req: FuzzRequest): Promise<string | null> {
    const res = await send(req);
    if (process.env.FUZZ_STATS) {
      const key = `${res.statusCode} ${req.method} ${req.url.split('?')[0]!.replace(/\/[^/]*\d[^/]*|\/%[^/]*/g, '/:p')}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 300)}`;
    if (res.statusCode < 400) return null;
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return `${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
    }
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || message.trim() === '') return `${res.statusCode} without a message: ${res.body.slice(0, 200)}`;
    if (/FST_|ERR_|Error:|at \w+ \(/.test(message)) return `${res.statusCode} with a technical message: ${message}`;
    return null;
  }

  it('the 500s found so far answer 400 with a message', async () => {
    const found: FuzzRequest[] = [
      {
        role: 'anonymous',
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"a\\u0000b","password":"x"}',
      },
      {
        role: 'anonymous',
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"\\ud800","password":"x"}',
      },
      { role: 'anonymous', method: 'GET', url: '/api/public-profiles?search=%00', headers: {} },
      { role: 'anonymous', method: 'GET', url: '/api/profiles/%00', headers: {} },
      { role: 'anonymous', method: 'GET', url: '/api/media/2147483648', headers: {} },
      { role: 'staff', method: 'PATCH', url: '/api/staff/programs/1', headers: { 'content-type': 'application/json' }, payload: '{}' },
      { role: 'staff', method: 'PATCH', url: '/api/staff/plans/TEAM', headers: { 'content-type': 'application/json' }, payload: '{}' },
      { role: 'staff', method: 'PATCH', url: '/api/staff/sessions/1', headers: { 'content-type': 'application/json' }, payload: '{"scope":"one"}' },
      {
        role: 'staff',
        method: 'POST',
        url: '/api/staff/sessions',
        headers: { 'content-type': 'application/json' },
        payload: `{"programId":1,"date":"2030-12-04","time":"18:30","capacity":3,"location":"Court","coachId":${2_000_000}}`,
      },
      {
        role: 'staff',
        method: 'POST',
        url: '/api/staff/sessions',
        headers: { 'content-type': 'application/json' },
        payload: '{"programId":1,"date":"2030-02-30","time":"18:30","capacity":3,"location":"Court"}',
      },
      { role: 'staff', method: 'PATCH', url: '/api/staff/plans/TEAM', headers: { 'content-type': 'application/json' }, payload: '{"maxMediaUploads":1e20}' },
    ];
    for (const req of found) {
      const res = await send(req);
      expect(res.statusCode, `${req.method} ${req.url} ${req.payload ?? ''}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${req.method} ${req.url} ${req.payload ?? ''}: ${res.body}`).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('every route answers the worst inputs from each role without a 5xx', async () => {
    const worst = ['a%00b', '2147483648', '%ED%A0%80'];
    const failures: string[] = [];
    for (const route of routes) {
      const pathParams = route.path.match(/\{[^}]+\}/g) ?? [];
      for (const role of ENDS_SESSION.has(`${route.method} ${route.path}`) ? (['anonymous'] as Role[]) : ROLES) {
        for (const [i, value] of worst.entries()) {
          let url = route.path;
          for (const p of pathParams) url = url.replace(p, value);
          const query = (route.op.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p) => `${p.name}=${value}`)
            .join('&');
          const payload = i === 0 ? '{"name":"a\\u0000b","email":"a\\u0000b","id":2147483648}' : i === 1 ? '{}' : '{"title":"\\ud800","search":"\\ud800"}';
          const req: FuzzRequest = {
            role,
            method: route.method,
            url: query ? `${url}?${query}` : url,
            headers: { 'content-type': 'application/json' },
            payload,
          };
          if (route.method === 'GET' || route.method === 'DELETE') {
            delete req.payload;
            req.headers = {};
          }
          const failure = await check(req);
          if (failure) failures.push(`${role} ${req.method} ${req.url} ${req.payload ?? ''} -> ${failure}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it(
    'random malformed requests on every route never get a 5xx, a hang or an error without a message',
    async () => {
      const request = fc.oneof(...routes.map(requestFor));
      console.log(`fuzzing ${routes.length} routes, seed ${SEED} (FUZZ_SEED=${SEED} to replay)`);
      await fc.assert(
        fc.asyncProperty(request, async (req) => {
          const failure = await check(req);
          if (failure) throw new Error(failure);
        }),
        { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false, endOnFailure: true },
      );
      if (process.env.FUZZ_STATS)
        console.log(
          [...seen]
            .sort()
            .map(([k, n]) => `${n} ${k}`)
            .join('\n'),
        );
    },
    TIME_LIMIT_MS + 60_000,
  );
});
