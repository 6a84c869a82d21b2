import crypto from 'node:crypto';
import { MEMBER_REGISTRATION, signWaiverBody } from '../../common/fixtures/registration.ts';
import type { BenchServer } from './types.ts';

/**
 * The API calls scenarios make while preparing data: the same requests a browser sends (the
 * server's own Origin, JSON bodies, the session cookie), nothing the product does not expose.
 */

export const DEMO = {
  athlete: { email: 'athlete@demo.octane.test', password: 'octane-demo-2026' },
  coach: { email: 'coach@demo.octane.test', password: 'octane-demo-2026' },
};

const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

export interface Answer<T = unknown> {
  status: number;
  body: T;
  ms: number;
}

/** A JSON request; the answer's body parsed when it is JSON. */
export async function call<T = unknown>(
  server: BenchServer,
  path: string,
  opts: { method?: string; cookie?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const res = await server.request(path, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T, ms };
}

/** Like call(), but any other status than `expect` throws with the answer. */
export async function ok<T = unknown>(
  server: BenchServer,
  path: string,
  opts: { method?: string; cookie?: string; body?: unknown; expect?: number } = {},
): Promise<T> {
  const a = await call<T>(server, path, opts);
  if (a.status !== (opts.expect ?? 200)) {
    throw new Error(`${opts.method ?? (opts.body === undefined ? 'GET' : 'POST')} ${path}: ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);
  }
  return a.body;
}

/** A new athlete account (sign-up signs in); returns its session cookie. */
export async function signUpAthlete(server: BenchServer, firstName = 'Bench', lastName = 'Buyer'): Promise<{ cookie: string; id: number }> {
  const res = await server.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName,
      lastName,
      email: `bench-${crypto.randomBytes(6).toString('hex')}@example.com`,
      password: 'bench-password-2026',
      role: 'ATHLETE',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => /^(__Host-)?sid=/.test(c));
  if (!cookie) throw new Error('sign-up: no session cookie');
  const { user } = (await res.json()) as { user: { id: number } };
  // As onboarding does: the emergency contact and the signed waiver that every booking needs.
  await ok(server, '/api/athlete-registration', {
    cookie,
    expect: 201,
    body: { ...MEMBER_REGISTRATION, athleteName: `${firstName} ${lastName}` },
  });
  const current = await ok<{ version: { version: number } }>(server, '/api/waiver', { cookie });
  await ok(server, '/api/waiver/sign', { cookie, body: signWaiverBody(current.version.version, `${firstName} ${lastName}`) });
  return { cookie, id: user.id };
}

/** The first program on sale (staff view), for sessions the scenario creates. */
export async function firstProgramId(server: BenchServer, staffCookie: string): Promise<number> {
  const list = await ok<Array<{ id: number; archived?: boolean }>>(server, '/api/staff/programs', { cookie: staffCookie });
  const program = list.find((p) => !p.archived);
  if (!program) throw new Error('no program to add sessions to');
  return program.id;
}

/** Date `days` from today as YYYY-MM-DD (UTC). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The browser's booking path: a payment intent (takes a spot on hold or answers 409 when the session
 * is full), the test card at the built-in provider, then the booking call. Returns each step's
 * answer; stops at the first that is not 200.
 */
export async function payAndBook(server: BenchServer, cookie: string, sessionId: number): Promise<{ steps: Answer[]; booked: boolean }> {
  const steps: Answer[] = [];
  const intent = await call<{ clientSecret: string; paymentIntentId: string }>(server, '/api/create-payment-intent', { cookie, body: { sessionId } });
  steps.push(intent);
  if (intent.status !== 200) return { steps, booked: false };
  const confirm = await call(server, '/api/test-provider/confirm', { cookie, body: { clientSecret: intent.body.clientSecret, card: TEST_CARD } });
  steps.push(confirm);
  if (confirm.status !== 200) return { steps, booked: false };
  const booking = await call(server, '/api/session-bookings', {
    cookie,
    body: { sessionId, status: 'CONFIRMED', paymentIntentId: intent.body.paymentIntentId },
  });
  steps.push(booking);
  return { steps, booked: booking.status === 200 };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}
