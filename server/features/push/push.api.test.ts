import { formatInTimeZone } from 'date-fns-tz';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../config.ts';
import type { PushDevice } from '../../../common/push.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { bookingReminders, reminderSettings } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, linkParent, payAndBook } from '../../test/fixtures.ts';
import { startLocalPushService, type FakeDevice, type LocalPushService } from '../../test/local-push-service.ts';
import { createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { createTestCluster } from '../../test/test-cluster.ts';
import { sweepReminders } from '../reminders/sweep.ts';
import { pushProvider, setPushProvider, webPushProvider } from './sender.ts';

/*
 * Web push (issue 32, decision 058): devices, hostile input, and session reminders delivered for
 * real by the web-push library to a push service on 127.0.0.1 that decrypts them.
 */
const HOUR = 3600_000;
const TRIALS = 20;

describe(`web push on ${testDbKind()}`, { timeout: 300_000 }, () => {
  let t: TestApp;
  let push: LocalPushService;
  let programId: number;
  let staff: Awaited<ReturnType<typeof signupStaff>>;
  const before = pushProvider();
  beforeAll(async () => {
    push = await startLocalPushService();
    setPushProvider(webPushProvider({ agent: push.agent }));
    t = await createTestApp();
    programId = (await createProgram(t.database.db, { priceCents: 5000 })).id;
    staff = await signupStaff(t.app);
  });
  afterAll(async () => {
    setPushProvider(before);
    await t?.close();
    await push?.close();
  });
  afterEach(async () => {
    await t.database.db.delete(reminderSettings);
  });

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown, app: FastifyInstance = t.app) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  async function member(app: FastifyInstance = t.app, role: 'ATHLETE' | 'PARENT' = 'ATHLETE') {
    const m = await signupUser(app, role);
    await app.ctx.db.update(users).set({ subscriptionTier: 'PRO' }).where(eq(users.id, m.user.id));
    expect((await call('PUT', '/api/account/reminders', m.cookie, { emailEnabled: true, pushEnabled: true, quietHours: null }, app)).statusCode).toBe(200);
    return m;
  }
  async function turnOn(cookie: string, app: FastifyInstance = t.app): Promise<FakeDevice & { id: number }> {
    const d = push.device();
    const res = await call('POST', '/api/account/push', cookie, { endpoint: d.endpoint, expirationTime: null, keys: d.keys }, app);
    expect(res.statusCode, res.body).toBe(200);
    return { ...d, id: json<{ device: PushDevice }>(res).device.id };
  }
  const devices = async (cookie: string) => json<{ devices: PushDevice[] }>(await call('GET', '/api/account/push', cookie)).devices;
  const to = (d: FakeDevice) => push.deliveries.filter((x) => x.path === d.path);
  async function bookSession(cookie: string, hoursFromNow: number, app: FastifyInstance = t.app) {
    const s = await createSession(app.ctx.db, programId, { hoursFromNow });
    expect((await payAndBook(app, cookie, s.id)).statusCode).toBe(200);
    const [b] = await app.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.sessionId, s.id), eq(bookings.status, 'CONFIRMED')));
    return { s, b: b! };
  }

  it('gives one VAPID public key, the same on every request', async () => {
    const a = json<{ publicKey: string }>(await call('GET', '/api/push/key'));
    const b = json<{ publicKey: string }>(await call('GET', '/api/push/key'));
    expect(a.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(b.publicKey).toBe(a.publicKey);
  });

  it("uses the environment's VAPID pair when set (both or neither)", async () => {
    const pair = webpush.generateVAPIDKeys();
    const own = await createTestApp({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'mailto:ops@octane.test' });
    try {
      expect(json<{ publicKey: string }>(await own.app.inject({ method: 'GET', url: '/api/push/key' })).publicKey).toBe(pair.publicKey);
    } finally {
      await own.close();
    }
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'nope', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
  });

  it('turns a device on once (again: the same row), lists it without its address, and removes only your own', async () => {
    const a = await member();
    const b = await member();
    const d = await turnOn(a.cookie);
    const again = await call('POST', '/api/account/push', a.cookie, { endpoint: d.endpoint, keys: d.keys });
    expect(json<{ device: PushDevice }>(again).device.id).toBe(d.id);
    const list = await devices(a.cookie);
    expect(list).toHaveLength(1);
    expect(list[0]!.label).toBe('Chrome on Android');
    // A Spanish reader reads its name in Spanish.
    const spanish = await t.app.inject({ method: 'GET', url: '/api/account/push', headers: { cookie: a.cookie, 'accept-language': 'es' } });
    expect(json<{ devices: PushDevice[] }>(spanish).devices[0]!.label).toBe('Chrome en Android');
    expect(JSON.stringify(list)).not.toContain(d.endpoint);
    expect(JSON.stringify(list)).not.toContain(d.keys.auth);
    expect(await devices(b.cookie)).toEqual([]);
    // Someone else cannot remove it, nor see it.
    const theirs = await call('DELETE', `/api/account/push/${d.id}`, b.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(json(theirs).error ?? json(theirs).message).toBe('That device is not in your list.');
    expect(await devices(a.cookie)).toHaveLength(1);
    expect((await call('DELETE', `/api/account/push/${d.id}`)).statusCode).toBe(401);
    // The same browser signed in as b: the device is b's now, no longer a's.
    const moved = await call('POST', '/api/account/push', b.cookie, { endpoint: d.endpoint, keys: d.keys });
    expect(json<{ device: PushDevice }>(moved).device.id).toBe(d.id);
    expect(await devices(a.cookie)).toEqual([]);
    expect(await devices(b.cookie)).toHaveLength(1);
    expect((await call('DELETE', `/api/account/push/${d.id}`, b.cookie)).statusCode).toBe(200);
    expect(await devices(b.cookie)).toEqual([]);
    expect((await call('DELETE', `/api/account/push/${d.id}`, b.cookie)).statusCode).toBe(404);
  });

  it('refuses hostile subscriptions: not https, NUL bytes, 10k strings, bad keys, extra fields, empty bodies', async () => {
    const a = await member();
    const d = push.device();
    const bad: unknown[] = [
      { endpoint: d.endpoint.replace('https:', 'http:'), keys: d.keys },
      { endpoint: 'javascript:alert(1)', keys: d.keys },
      { endpoint: `${d.endpoint}\u0000x`, keys: d.keys },
      { endpoint: `https://push.example/${'a'.repeat(10_000)}`, keys: d.keys },
      { endpoint: 'https://user:pw@push.example/x', keys: d.keys },
      { endpoint: 'not a url', keys: d.keys },
      { endpoint: d.endpoint, keys: { p256dh: d.keys.p256dh.slice(1), auth: d.keys.auth } },
      { endpoint: d.endpoint, keys: { p256dh: `${d.keys.p256dh.slice(0, -1)}=`, auth: d.keys.auth } },
      { endpoint: d.endpoint, keys: { p256dh: d.keys.p256dh, auth: 'x'.repeat(10_000) } },
      { endpoint: d.endpoint, keys: { p256dh: d.keys.p256dh, auth: `${d.keys.auth.slice(0, 21)}\u0000` } },
      { endpoint: d.endpoint, keys: { p256dh: d.keys.p256dh } },
      { endpoint: d.endpoint, keys: { ...d.keys, extra: 1 } },
      { endpoint: d.endpoint, keys: d.keys, userId: 1 },
      { endpoint: d.endpoint },
      {},
      [],
      'x'.repeat(10_000),
    ];
    for (const body of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/push',
        headers: { cookie: a.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/account/push',
      headers: { cookie: a.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    for (const id of ['abc', '0', '-1', '1e99', '99999999999', '%00'])
      expect((await call('DELETE', `/api/account/push/${id}`, a.cookie)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call('POST', '/api/account/push', undefined, { endpoint: d.endpoint, keys: d.keys })).statusCode).toBe(401);
    // In Spanish for a Spanish request.
    const es = await t.app.inject({
      method: 'POST',
      url: '/api/account/push',
      headers: { cookie: a.cookie, 'accept-language': 'es' },
      payload: { endpoint: 'http://x.example', keys: d.keys },
    });
    expect(es.body).toContain('Este navegador dio una dirección de notificaciones no válida.');
    expect(await devices(a.cookie)).toEqual([]);
  });

  it('staff set push offsets (default 2 h) next to the e-mail ones', async () => {
    expect(json<{ offsets: number[]; pushOffsets: number[] }>(await call('GET', '/api/staff/reminders', staff.cookie))).toMatchObject({
      offsets: [48],
      pushOffsets: [2],
    });
    const saved = await call('PUT', '/api/staff/reminders/offsets', staff.cookie, { offsets: [24], pushOffsets: [1, 3] });
    expect(json(saved)).toMatchObject({ offsets: [24], pushOffsets: [3, 1] });
    // Left out: unchanged.
    expect(json(await call('PUT', '/api/staff/reminders/offsets', staff.cookie, { offsets: [48] }))).toMatchObject({ offsets: [48], pushOffsets: [3, 1] });
    expect((await call('PUT', '/api/staff/reminders/offsets', staff.cookie, { offsets: [48], pushOffsets: [0] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/staff/reminders/offsets', staff.cookie, { offsets: [48], pushOffsets: [2, 2] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/staff/reminders/offsets', staff.cookie, { offsets: [48], pushOffsets: [] })).statusCode).toBe(400);
  });

  it('delivers a due reminder by push once, encrypted and signed, with the answer page; nothing when push is off or the booking was cancelled', async () => {
    const a = await member();
    const phone = await turnOn(a.cookie);
    const laptop = await turnOn(a.cookie);
    const { s, b } = await bookSession(a.cookie, 30);
    const start = s.startsAt.getTime();
    await sweepReminders(t.app.ctx, new Date(start - 2 * HOUR - 60_000));
    expect(to(phone)).toHaveLength(0);
    await sweepReminders(t.app.ctx, new Date(start - 2 * HOUR + 1000));
    await sweepReminders(t.app.ctx, new Date(start - 2 * HOUR + 60_000));
    await sweepReminders(t.app.ctx, new Date(start - HOUR));
    expect(to(phone)).toHaveLength(1);
    expect(to(laptop)).toHaveLength(1);
    const [got] = to(phone);
    expect(got!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got!.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = json<{ publicKey: string }>(await call('GET', '/api/push/key'));
    expect(got!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const jwt = JSON.parse(Buffer.from(String(got!.headers.authorization).slice(8).split('.')[1]!, 'base64url').toString()) as { aud: string; sub: string };
    expect(jwt.aud).toBe(push.origin);
    expect(got!.payload.title).toBe('Reminder: Test Program');
    expect(got!.payload.body).toContain('You are booked');
    expect(got!.payload.url).toMatch(/^\/reminder\/[A-Za-z0-9_-]{43}$/);
    // The page's link works: the answers as for the e-mail's.
    const token = got!.payload.url.split('/').at(-1)!;
    const linkState = json<{ state: string }>(await call('GET', `/api/reminders/${token}`));
    expect(linkState.state).toBe('OPEN');
    expect((await call('POST', `/api/reminders/${token}/confirm`)).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(bookingReminders)
      .where(and(eq(bookingReminders.bookingId, b.id), eq(bookingReminders.channel, 'PUSH')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ offsetHours: 2, answer: 'CONFIRMED' });
    expect(got!.payload.tag).toBe(`reminder-${rows[0]!.id}`);
    const [sub] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, phone.id));
    expect(sub!.lastSuccessAt).not.toBeNull();

    // Push off: e-mail still, no push.
    const off = await member();
    expect((await call('PUT', '/api/account/reminders', off.cookie, { emailEnabled: true, pushEnabled: false, quietHours: null })).statusCode).toBe(200);
    const offDevice = await turnOn(off.cookie);
    const later = await bookSession(off.cookie, 30);
    await sweepReminders(t.app.ctx, new Date(later.s.startsAt.getTime() - HOUR));
    expect(to(offDevice)).toHaveLength(0);

    // A cancelled booking: nothing.
    const c = await member();
    const cd = await turnOn(c.cookie);
    const cancelled = await bookSession(c.cookie, 30);
    await db().update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, cancelled.b.id));
    await sweepReminders(t.app.ctx, new Date(cancelled.s.startsAt.getTime() - HOUR));
    expect(to(cd)).toHaveLength(0);
  });

  it("keeps quiet hours, speaks the member's language, and reaches parents' devices for their child", async () => {
    const tz = t.app.ctx.config.FACILITY_TZ;
    const athlete = await member();
    expect((await call('PUT', '/api/account/language', athlete.cookie, { language: 'es' })).statusCode).toBe(200);
    const parent = await member(t.app, 'PARENT');
    await linkParent(db(), parent.user.id, athlete.user);
    const mine = await turnOn(athlete.cookie);
    const parents = await turnOn(parent.cookie);
    const { s } = await bookSession(athlete.cookie, 30);
    const due = s.startsAt.getTime() - 2 * HOUR;
    // The athlete's quiet hours cover the due time: the push comes at their end.
    const quiet = { start: formatInTimeZone(new Date(due - 30 * 60_000), tz, 'HH:mm'), end: formatInTimeZone(new Date(due + 30 * 60_000), tz, 'HH:mm') };
    expect((await call('PUT', '/api/account/reminders', athlete.cookie, { emailEnabled: true, quietHours: quiet })).statusCode).toBe(200);
    await sweepReminders(t.app.ctx, new Date(due + 1000));
    expect(to(mine)).toHaveLength(0);
    expect(to(parents)).toHaveLength(1);
    expect(to(parents)[0]!.payload.title).toBe('Reminder: Test Program');
    expect(to(parents)[0]!.payload.body).toContain(`${athlete.firstName} ${athlete.lastName} is booked`);
    await sweepReminders(t.app.ctx, new Date(due + 31 * 60_000));
    expect(to(mine)).toHaveLength(1);
    expect(to(mine)[0]!.payload.title).toBe('Recordatorio: Test Program');
    expect(to(mine)[0]!.payload.body).toContain('Tienes plaza');
    expect(to(parents)).toHaveLength(1);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const a = await member();
    const d = await turnOn(a.cookie);
    push.gone.add(d.path);
    const { s } = await bookSession(a.cookie, 30);
    await sweepReminders(t.app.ctx, new Date(s.startsAt.getTime() - HOUR));
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, d.id))).toHaveLength(0);
    expect(await devices(a.cookie)).toEqual([]);
  });

  it(`the same device subscribing twice at once leaves one row (${TRIALS} trials)`, async () => {
    const a = await member();
    for (let i = 0; i < TRIALS; i++) {
      const d = push.device();
      const res = await Promise.all([0, 1].map(() => call('POST', '/api/account/push', a.cookie, { endpoint: d.endpoint, keys: d.keys })));
      expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, d.endpoint))).toHaveLength(1);
    }
  });

  it(`two sweeps at the same moment push each reminder once to each device (${TRIALS} trials): two web nodes on PostgreSQL, two sweeps of one app on PGlite`, async () => {
    const onPostgres = testDbKind() === 'postgres';
    const cluster = onPostgres ? await createTestCluster(2) : null;
    const nodes = cluster ? cluster.nodes : [t.app, t.app];
    const [n1, n2] = nodes as [FastifyInstance, FastifyInstance];
    try {
      if (cluster) {
        programId = (await createProgram(n1.ctx.db, { priceCents: 5000 })).id;
        // Both nodes agree on the key generated by whichever asked first.
        const keys = await Promise.all(
          nodes.map(async (n) => json<{ publicKey: string }>(await call('GET', '/api/push/key', undefined, undefined, n)).publicKey),
        );
        expect(keys[1]).toBe(keys[0]);
      }
      for (let i = 0; i < TRIALS; i++) {
        const athlete = await member(n1);
        const parent = await member(n1, 'PARENT');
        await linkParent(n1.ctx.db, parent.user.id, athlete.user);
        const ds = [await turnOn(athlete.cookie, n1), await turnOn(athlete.cookie, n2), await turnOn(parent.cookie, n2)];
        const { s } = await bookSession(athlete.cookie, 20 + i, n1);
        const at = new Date(s.startsAt.getTime() - HOUR);
        await Promise.all([sweepReminders(n1.ctx, at), sweepReminders(n2.ctx, at)]);
        for (const d of ds) expect(to(d)).toHaveLength(1);
      }
    } finally {
      if (cluster) {
        await cluster.close();
        programId = (await createProgram(t.database.db, { priceCents: 5000 })).id;
      }
    }
  });
});
