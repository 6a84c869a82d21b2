import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../db/schema/outbox.ts';
import { createTestApp, json, signupStaff, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { dispatchSms, enqueueSms, SMS_MAX_CHARS, twilioProvider } from './sms.ts';

/*
 * Decision 061: texts are queued with the change that sends them and sent once through Twilio's SDK.
 * The SDK talks to a local server that answers as Twilio's Messages endpoint does, so the real
 * request (path, basic auth, form fields) is checked, not a stand-in for the SDK.
 */
const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'test-auth-token-0123456789';
const FROM = '+15555550100';
const quiet = { error: () => {} };

describe(`text messages on ${testDbKind()}`, { timeout: 240_000 }, () => {
  let t: TestApp;
  let server: http.Server;
  let base = '';
  /** What the fake Twilio received: one entry per message request. */
  const received: Array<{ path: string; auth: string; form: URLSearchParams }> = [];
  /** Numbers the fake Twilio refuses (as Twilio does an invalid "To"). */
  const refused = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp();
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', form });
        res.setHeader('content-type', 'application/json');
        if (refused.has(form.get('To') ?? '')) {
          res.statusCode = 400;
          res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }));
          return;
        }
        res.statusCode = 201;
        res.end(JSON.stringify({ sid: `SM${received.length.toString(16).padStart(32, '0')}`, to: form.get('To'), body: form.get('Body'), status: 'queued' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => server.close(r));
  });

  const db = () => t.database.db;
  const clear = () => db().delete(smsOutbox);

  it('queues only with a committed change, refuses numbers that are not E.164, and cuts long bodies', async () => {
    await clear();
    await db()
      .transaction(async (tx) => {
        await enqueueSms(tx, { to: '+15555550123', body: 'rolled back' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await db().select().from(smsOutbox)).toEqual([]);
    for (const bad of ['5555550123', '+0555550123', '+1555', '+1555555012345678', '+1555\u000055', ''])
      expect(await enqueueSms(db(), { to: bad, body: 'x' })).toBe(false);
    expect(await enqueueSms(db(), { to: '+15555550123', body: 'é'.repeat(SMS_MAX_CHARS + 50) })).toBe(true);
    const [row] = await db().select().from(smsOutbox);
    expect(row).toMatchObject({ to: '+15555550123', status: 'PENDING' });
    expect(row!.body).toHaveLength(SMS_MAX_CHARS);
    expect(row!.body.endsWith('…')).toBe(true);
  });

  it("sends through Twilio's SDK: the account's Messages endpoint, basic auth, To, From and Body", async () => {
    await clear();
    received.length = 0;
    await enqueueSms(db(), { to: '+15555550123', body: 'Reminder: Speed Lab today at 5:30 PM' });
    const provider = await twilioProvider(SID, TOKEN, FROM, base);
    expect(await dispatchSms(db(), provider, quiet)).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(received[0]!.auth).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(received[0]!.form)).toMatchObject({ To: '+15555550123', From: FROM, Body: 'Reminder: Speed Lab today at 5:30 PM' });
    const [row] = await db().select().from(smsOutbox);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(row!.providerId).toMatch(/^SM/);
    // Nothing is sent twice.
    expect(await dispatchSms(db(), provider, quiet)).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('puts a refused text back for a later try with the reason, and gives up after 5 tries', async () => {
    await clear();
    refused.add('+15555550999');
    await enqueueSms(db(), { to: '+15555550999', body: 'never delivered' });
    const provider = await twilioProvider(SID, TOKEN, FROM, base);
    for (let i = 1; i <= 5; i++) {
      expect(await dispatchSms(db(), provider, quiet)).toBe(0);
      const [row] = await db().select().from(smsOutbox);
      expect(row).toMatchObject({ attempts: i, status: i < 5 ? 'PENDING' : 'FAILED' });
      expect(row!.lastError).toContain('not a valid phone number');
    }
    expect(await dispatchSms(db(), provider, quiet)).toBe(0);
    expect((await db().select().from(smsOutbox))[0]!.attempts).toBe(5);
  });

  it('two dispatchers at once send each text once (20 trials)', async () => {
    const provider = await twilioProvider(SID, TOKEN, FROM, base);
    for (let trial = 0; trial < 20; trial++) {
      await clear();
      received.length = 0;
      for (let i = 0; i < 5; i++) await enqueueSms(db(), { to: `+1555555${String(1000 + i)}`, body: `trial ${trial} text ${i}` });
      const [a, b] = await Promise.all([dispatchSms(db(), provider, quiet), dispatchSms(db(), provider, quiet)]);
      expect(a + b).toBe(5);
      expect(received.map((r) => r.form.get('Body')).sort()).toEqual(Array.from({ length: 5 }, (_, i) => `trial ${trial} text ${i}`).sort());
      const rows = await db().select().from(smsOutbox);
      expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    }
  });

  it('a text claimed by a dispatcher that died is sent again after 10 minutes', async () => {
    await clear();
    await enqueueSms(db(), { to: '+15555550123', body: 'claimed then lost' });
    await db()
      .update(smsOutbox)
      .set({ status: 'SENDING', claimedAt: new Date(Date.now() - 11 * 60_000), attempts: 1 })
      .where(inArray(smsOutbox.status, ['PENDING']));
    const provider = await twilioProvider(SID, TOKEN, FROM, base);
    expect(await dispatchSms(db(), provider, quiet)).toBe(1);
    expect((await db().select().from(smsOutbox))[0]).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('shows staff the local SMS outbox, and no one else', async () => {
    await clear();
    await enqueueSms(db(), { to: '+15555550123', body: 'Hello from the outbox' });
    const staff = await signupStaff(t.app);
    const member = await signupUser(t.app);
    const list = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox', headers: { cookie: staff.cookie } });
    expect(json<Array<{ body: string; status: string }>>(list)).toMatchObject([{ to: '+15555550123', body: 'Hello from the outbox', status: 'PENDING' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox', headers: { cookie: member.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' })).statusCode).toBe(401);
  });
});
