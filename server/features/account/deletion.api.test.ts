import crypto from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, EXPORT_FILE_NAME, type AccountExport } from '../../../common/account-data.ts';
import { aiFeedback } from '../../db/schema/analysis.ts';
import { athleteLinks } from '../../db/schema/parent.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { coachFeedback, mediaUploads } from '../../db/schema/media.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { athleteProfiles } from '../../db/schema/profiles.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { createProgram, createSession, linkParent, payAndBook, registerAthlete } from '../../test/fixtures.ts';
import { makeJpeg } from '../../test/media-files.ts';
import { cookieOf, createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

describe(`delete my account and download my data (issue 16) on ${testDbKind()}`, () => {
  let t: TestApp;
  let jpeg: Buffer;
  let programId: number;
  beforeAll(async () => {
    t = await createTestApp();
    jpeg = await makeJpeg();
    programId = (await createProgram(t.database.db, { name: 'Speed Lab', priceCents: 8000 })).id;
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const storage = () => t.app.media.storage;
  const del = (cookie: string | null, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const exportOf = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
  const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const mailsTo = async (to: string) => db().select().from(outbox).where(eq(outbox.to, to));
  const random = () => crypto.randomBytes(18).toString('base64url');

  async function uploadPicture(cookie: string, fileName: string): Promise<number> {
    const u = json<{ uploadURL: string }>(await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } }));
    await t.app.inject({ method: 'PUT', url: u.uploadURL, payload: jpeg, headers: { 'content-type': 'application/octet-stream' } });
    const rec = await t.app.inject({
      method: 'POST',
      url: '/api/upload-media-from-object-storage',
      headers: { cookie },
      payload: { fileUrl: u.uploadURL, fileName },
    });
    if (rec.statusCode !== 201) throw new Error(`record ${rec.statusCode}: ${rec.body}`);
    return json<{ id: number }>(rec).id;
  }

  /** An athlete with everything an account can hold: profile, registration, booking and payment, an upload with coach feedback and an analysis, a linked parent, a plan, a picture. */
  async function richAthlete() {
    const athlete = await signupUser(t.app);
    const id = athlete.user.id;
    const parent = await signupUser(t.app, 'PARENT', { firstName: 'Paula', lastName: `Parent${id}` });
    await linkParent(db(), parent.user.id, { id, email: athlete.email });
    // An invitation another parent sent to the address, never accepted.
    const other = await signupUser(t.app, 'PARENT');
    await db()
      .insert(athleteLinks)
      .values({
        parentId: other.user.id,
        email: athlete.email,
        firstName: 'Kid',
        lastName: 'Invited',
        status: 'PENDING',
        tokenHash: random(),
        expiresAt: new Date(Date.now() + 86400_000),
      });
    await registerAthlete(db(), id);
    await db()
      .insert(athleteProfiles)
      .values({ userId: id, slug: `athlete-${id}-${random().slice(0, 6).toLowerCase()}`, displayName: `Profile ${id}`, isPublic: true, bio: 'Fast winger' });
    const session = await createSession(db(), programId, { title: 'Acceleration' });
    const booked = await payAndBook(t.app, athlete.cookie, session.id);
    if (booked.statusCode !== 200) throw new Error(`booking ${booked.statusCode}: ${booked.body}`);
    const fileName = `sprint-${id}.jpg`;
    const mediaId = await uploadPicture(athlete.cookie, fileName);
    const coach = await signupUser(t.app, 'COACH', { firstName: 'Carla', lastName: `Coach${id}` });
    await db()
      .insert(coachFeedback)
      .values({ mediaId, coachId: coach.user.id, rating: 4, feedback: `Drive the knees ${id}` });
    const overlayKey = `analysis/${id}/${random()}.jpg`;
    await storage().put(overlayKey, jpeg, 'image/jpeg');
    await db()
      .update(aiFeedback)
      .set({ status: 'DONE', progress: 100, feedback: 'Solid stance', strengths: ['Balance'], confidence: 0.8, overlayKey, completedAt: new Date() })
      .where(eq(aiFeedback.mediaId, mediaId));
    const pictureKey = `profiles/${id}/${random()}.webp`;
    await storage().put(pictureKey, jpeg, 'image/webp');
    await db()
      .update(users)
      .set({ profileImageUrl: `/api/public-files/${pictureKey}`, age: 15, sport: 'Soccer', language: 'en' })
      .where(eq(users.id, id));
    const now = Date.now();
    await db()
      .insert(subscriptions)
      .values({ userId: id, planName: 'PLUS', currentPeriodStart: new Date(now - 86400_000), currentPeriodEnd: new Date(now + 29 * 86400_000) });
    const [media] = await db().select().from(mediaUploads).where(eq(mediaUploads.id, mediaId));
    return {
      athlete,
      parent,
      coach,
      session,
      mediaId,
      fileName,
      fileKeys: [media!.storageKey, media!.thumbnailKey, overlayKey, pictureKey].filter((k): k is string => !!k),
    };
  }

  it('refuses a wrong or missing password and hostile input, and changes nothing', async () => {
    const u = await signupUser(t.app);
    const wrong = await del(u.cookie, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toBe(en('auth.wrongPassword'));
    const missing = await del(u.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe(en('auth.currentPasswordNeeded'));
    expect(json(await del(u.cookie, { password: '' })).message).toBe(en('auth.currentPasswordNeeded'));
    expect((await del(u.cookie)).statusCode).toBe(400);
    expect((await del(u.cookie, { password: 42 })).statusCode).toBe(400);
    expect((await del(u.cookie, { password: `${u.password}\u0000` })).statusCode).toBe(400);
    expect((await del(u.cookie, { password: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await del(u.cookie, { password: 'x'.repeat(2 * 1024 * 1024) })).statusCode).toBe(413);
    expect((await del(null, { password: u.password })).statusCode).toBe(401);
    expect((await me(u.cookie)).statusCode).toBe(200);
    const row = await userRow(u.user.id);
    expect(row).toMatchObject({ email: u.email, firstName: 'Test', deletedAt: null });
  });

  it('anonymises the row, removes the personal data and files, keeps bookings, payments and the ledger, ends every session; the parent is told', async () => {
    const { athlete, parent, coach, mediaId, fileKeys } = await richAthlete();
    const id = athlete.user.id;
    const secondDevice = cookieOf(await login(athlete.email, athlete.password));
    const [booking] = await db().select().from(bookings).where(eq(bookings.athleteId, id));
    const [payment] = await db().select().from(payments).where(eq(payments.userId, id));
    const ledgerBefore = await db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment!.id));
    expect(ledgerBefore.length).toBeGreaterThan(0);
    for (const key of fileKeys) expect(await storage().head(key)).not.toBeNull();

    // A place in a session still to come is the athlete's to cancel first (the refund policy applies).
    const upcoming = await del(athlete.cookie, { password: athlete.password });
    expect(upcoming.statusCode).toBe(409);
    expect(json(upcoming).message).toBe(en('account.upcomingBookings', { n: 1 }));
    expect((await me(athlete.cookie)).statusCode).toBe(200);
    // Once the session is in the past, the booking is a record like the payment, and is kept.
    await db()
      .update(trainingSessions)
      .set({ startsAt: new Date(Date.now() - 86400_000) })
      .where(eq(trainingSessions.id, booking!.sessionId));

    const res = await del(athlete.cookie, { password: athlete.password });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(en('account.deleted'));
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    const row = await userRow(id);
    expect(row).toMatchObject({
      firstName: 'Deleted',
      lastName: 'user',
      email: `deleted-${id}@deleted.invalid`,
      profileImageUrl: null,
      age: null,
      sport: null,
      position: null,
      trainingGoals: null,
      language: null,
      isStaff: false,
      subscriptionTier: 'FREE',
      role: 'ATHLETE',
    });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).not.toMatch(/^\$argon2/);
    // Every session ended; the old address and password open nothing.
    expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await me(athlete.cookie)).statusCode).toBe(401);
    expect((await me(secondDevice)).statusCode).toBe(401);
    const again = await login(athlete.email, athlete.password);
    expect(again.statusCode).toBe(401);
    expect(json(again).message).toBe(en('auth.badCredentials'));
    expect((await login(`deleted-${id}@deleted.invalid`, athlete.password)).statusCode).toBe(401);

    // Personal data: gone, with the upload's feedback and analysis, and the files.
    expect(await db().select().from(athleteProfiles).where(eq(athleteProfiles.userId, id))).toEqual([]);
    expect(await db().select().from(athleteRegistrations).where(eq(athleteRegistrations.userId, id))).toEqual([]);
    expect(await db().select().from(athleteLinks).where(eq(athleteLinks.athleteId, id))).toEqual([]);
    expect(await db().select().from(athleteLinks).where(eq(athleteLinks.email, athlete.email))).toEqual([]);
    expect(await db().select().from(mediaUploads).where(eq(mediaUploads.userId, id))).toEqual([]);
    expect(await db().select().from(coachFeedback).where(eq(coachFeedback.mediaId, mediaId))).toEqual([]);
    expect(await db().select().from(aiFeedback).where(eq(aiFeedback.mediaId, mediaId))).toEqual([]);
    for (const key of fileKeys) expect(await storage().head(key)).toBeNull();
    expect(await mailsTo(athlete.email)).toEqual([]);

    // Kept, pointing at the anonymised row: the booking, the payment, the ledger, the plan period (ended).
    expect((await db().select().from(bookings).where(eq(bookings.id, booking!.id)))[0]).toMatchObject({
      athleteId: id,
      payerId: id,
      amountCents: 8000,
      status: 'CONFIRMED',
    });
    expect((await db().select().from(payments).where(eq(payments.id, payment!.id)))[0]).toMatchObject({ userId: id, amountCents: 8000, status: 'SUCCEEDED' });
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment!.id))).toHaveLength(ledgerBefore.length);
    expect((await db().select().from(subscriptions).where(eq(subscriptions.userId, id))).map((s) => s.status)).toEqual(['CANCELED']);

    // The parent is told once and no longer sees the athlete; the coach keeps their account.
    const told = await mailsTo(parent.email);
    expect(told.filter((m) => m.subject.includes('deleted their'))).toHaveLength(1);
    expect(told.at(-1)!.text).toContain(`${athlete.firstName} ${athlete.lastName} deleted their account`);
    expect(json<unknown[]>(await t.app.inject({ method: 'GET', url: '/api/parent/athletes', headers: { cookie: parent.cookie } }))).toEqual([]);
    expect((await me(coach.cookie)).statusCode).toBe(200);
  });

  it('exports the signed-in user’s own data as a JSON download, and nothing of another user', async () => {
    const mine = await richAthlete();
    const theirs = await richAthlete();
    const res = await exportOf(mine.athlete.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${EXPORT_FILE_NAME}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const data: AccountExport = accountExportSchema.parse(json(res));
    const id = mine.athlete.user.id;
    expect(data.account).toMatchObject({ id, email: mine.athlete.email, firstName: 'Test', role: 'ATHLETE', plan: 'FREE', age: 15, sport: 'Soccer' });
    expect(data.publicProfile).toMatchObject({ displayName: `Profile ${id}`, bio: 'Fast winger', isPublic: true });
    expect(data.athleteRegistration).toMatchObject({ emergencyContactName: 'Pat Test', liabilityAgreement: true });
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ program: 'Speed Lab', session: 'Acceleration', date: mine.session.date, status: 'CONFIRMED', amount: 80 });
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ kind: 'SESSION', amount: 80, status: 'SUCCEEDED', currency: 'usd' });
    expect(data.planPeriods).toMatchObject([{ plan: 'PLUS', status: 'ACTIVE' }]);
    expect(data.media).toHaveLength(1);
    expect(data.media[0]).toMatchObject({ id: mine.mediaId, name: mine.fileName, type: 'IMAGE', mimeType: 'image/jpeg', size: jpeg.length });
    // The link is the app's signed read URL: it downloads the file.
    const file = await t.app.inject({ method: 'GET', url: new URL(data.media[0]!.downloadUrl).pathname + new URL(data.media[0]!.downloadUrl).search });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(jpeg)).toBe(true);
    expect(data.coachFeedbackReceived).toMatchObject([{ mediaId: mine.mediaId, coach: `Carla Coach${id}`, rating: 4, feedback: `Drive the knees ${id}` }]);
    expect(data.aiAnalyses).toMatchObject([{ mediaId: mine.mediaId, media: mine.fileName, feedback: 'Solid stance', strengths: ['Balance'] }]);
    // Names only: no e-mail address of the parent.
    expect(data.linkedParents).toEqual([{ firstName: 'Paula', lastName: `Parent${id}` }]);
    expect(data.linkedAthletes).toEqual([]);
    const text = res.body;
    for (const other of [
      theirs.athlete.email,
      theirs.fileName,
      `Profile ${theirs.athlete.user.id}`,
      `Drive the knees ${theirs.athlete.user.id}`,
      mine.parent.email,
    ]) {
      expect(text).not.toContain(other);
    }

    // A parent's export names the linked athlete; signed out there is nothing.
    const parentData = accountExportSchema.parse(json(await exportOf(mine.parent.cookie)));
    expect(parentData.linkedAthletes).toEqual([{ firstName: 'Test', lastName: mine.athlete.lastName }]);
    expect(parentData.media).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('refuses the last approved staff member with 409; another staff member can leave, their upcoming sessions become unassigned and their feedback stays', async () => {
    // No staff exist in this database until these two.
    await db().update(users).set({ isStaff: false }).where(eq(users.isStaff, true));
    const first = await signupUser(t.app, 'COACH');
    await db().update(users).set({ isStaff: true }).where(eq(users.id, first.user.id));
    const last = await del(first.cookie, { password: first.password });
    expect(last.statusCode).toBe(409);
    expect(json(last).message).toBe(en('account.lastStaff'));
    expect((await userRow(first.user.id)).deletedAt).toBeNull();
    expect((await me(first.cookie)).statusCode).toBe(200);

    const second = await signupUser(t.app, 'COACH');
    await db().update(users).set({ isStaff: true }).where(eq(users.id, second.user.id));
    const upcoming = await createSession(db(), programId, { hoursFromNow: 48 });
    const past = await createSession(db(), programId, { hoursFromNow: -48 });
    await db().update(trainingSessions).set({ coachId: first.user.id }).where(eq(trainingSessions.id, upcoming.id));
    await db().update(trainingSessions).set({ coachId: first.user.id }).where(eq(trainingSessions.id, past.id));
    const athlete = await signupUser(t.app);
    const mediaId = await uploadPicture(athlete.cookie, 'jump.jpg');
    await db().insert(coachFeedback).values({ mediaId, coachId: first.user.id, rating: 5, feedback: 'Great landing' });

    expect((await del(first.cookie, { password: first.password })).statusCode).toBe(200);
    expect(await userRow(first.user.id)).toMatchObject({ firstName: 'Deleted', isStaff: false, coachStatus: 'REVOKED' });
    // Gone from the lists: staff's coaches, and (the deleted athlete's side) a coach's athletes and progress.
    const staffCoaches = json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url: '/api/staff/coaches', headers: { cookie: second.cookie } }));
    expect(staffCoaches.map((c) => c.id)).toContain(second.user.id);
    expect(staffCoaches.map((c) => c.id)).not.toContain(first.user.id);
    const gone = await signupUser(t.app);
    expect((await del(gone.cookie, { password: gone.password })).statusCode).toBe(200);
    for (const url of ['/api/coach/athletes', '/api/progress/athletes']) {
      const ids = json<Array<{ id: number }>>(await t.app.inject({ method: 'GET', url, headers: { cookie: second.cookie } })).map((a) => a.id);
      expect(ids).toContain(athlete.user.id);
      expect(ids).not.toContain(gone.user.id);
    }
    const coachOf = async (id: number) => (await db().select().from(trainingSessions).where(eq(trainingSessions.id, id)))[0]!.coachId;
    expect(await coachOf(upcoming.id)).toBeNull();
    expect(await coachOf(past.id)).toBe(first.user.id);
    expect(await db().select().from(coachFeedback).where(eq(coachFeedback.mediaId, mediaId))).toHaveLength(1);

    // Now the second is the last one.
    expect((await del(second.cookie, { password: second.password })).statusCode).toBe(409);
    // Any other role may leave whatever the staff count.
    const parent = await signupUser(t.app, 'PARENT');
    expect((await del(parent.cookie, { password: parent.password })).statusCode).toBe(200);
  });

  it('deletes once when the request is fired twice at the same moment (20 trials): one 200, one parent e-mail', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const athlete = await signupUser(t.app);
      const parent = await signupUser(t.app, 'PARENT');
      await linkParent(db(), parent.user.id, { id: athlete.user.id, email: athlete.email });
      const codes = (await Promise.all([0, 1].map(() => del(athlete.cookie, { password: athlete.password })))).map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([400, 401]).toContain(codes[1]);
      const rows = await db()
        .select()
        .from(users)
        .where(and(eq(users.id, athlete.user.id), isNotNull(users.deletedAt)));
      expect(rows).toHaveLength(1);
      expect(
        await db()
          .select()
          .from(users)
          .where(eq(users.email, `deleted-${athlete.user.id}@deleted.invalid`)),
      ).toHaveLength(1);
      expect((await mailsTo(parent.email)).filter((m) => m.subject.includes('deleted their'))).toHaveLength(1);
    }
  });
});
