import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.ts';
import { mediaUploads } from '../../db/schema/media.ts';
import { users } from '../../db/schema/users.ts';
import { cookieOf, createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

describe(`coach approval (issue 16) on ${testDbKind()}`, () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signupUser>>;
  let athlete: Awaited<ReturnType<typeof signupUser>>;
  let mediaId: number;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staff.user.id));
    athlete = await signupUser(t.app);
    const [m] = await t.database.db
      .insert(mediaUploads)
      .values({
        userId: athlete.user.id,
        storageKey: `uploads/${athlete.user.id}/approval-test-key-xxxxxxxx`,
        originalName: 'drill.jpg',
        fileType: 'IMAGE',
        mimeType: 'image/jpeg',
        fileSize: 1,
      })
      .returning();
    mediaId = m!.id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const mailsTo = async (to: string) => (await t.database.db.select().from(outbox).where(eq(outbox.to, to))).map((m) => m.subject);

  async function applyAsCoach(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'Pat', lastName: 'Applicant', email, password: 'correct-horse-battery', role: 'COACH' },
    });
    expect(res.statusCode).toBe(201);
    const body = json<{ message: string; user: { id: number; coachStatus: string } }>(res);
    return { cookie: cookieOf(res), id: body.user.id, body };
  }

  /** Every door a coach account opens: athletes' addresses, private media, feedback, progress, annotations. */
  async function coachDoors(cookie: string) {
    return {
      athletes: (await call('GET', '/api/coach/athletes', cookie)).statusCode,
      stats: (await call('GET', '/api/coach/stats', cookie)).statusCode,
      media: (await call('GET', `/api/media/${mediaId}`, cookie)).statusCode,
      feedback: (await call('POST', '/api/coach-feedback', cookie, { mediaId, feedback: 'Drive the knee.', rating: 4 })).statusCode,
      progress: json<unknown[]>(await call('GET', '/api/progress/athletes', cookie)).length,
    };
  }

  it('a coach sign-up is an application: every coach door answers 403 with the reason until staff approve it', async () => {
    const email = `applicant-${Date.now()}@example.com`;
    const coach = await applyAsCoach(email);
    expect(coach.body.message).toBe(en('auth.coachSignedUp'));
    expect(coach.body.user.coachStatus).toBe('PENDING');

    const refused = await call('GET', '/api/coach/athletes', coach.cookie);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(en('auth.coachPending'));
    expect(await coachDoors(coach.cookie)).toEqual({ athletes: 403, stats: 403, media: 404, feedback: 403, progress: 0 });
    expect(await mailsTo(athlete.email)).toEqual([]);

    // Both sides are told: the applicant, and every staff member with a link to the team section.
    // (The applicant's address is verified by its own link, as every sign-up's is.)
    const applicantMail = await mailsTo(email);
    expect(applicantMail).toHaveLength(2);
    expect(applicantMail).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Your coach application at /), expect.stringMatching(/^Verify your e-mail address /)]),
    );
    expect((await mailsTo(staff.email)).filter((s) => s.startsWith('New coach application'))).toEqual(['New coach application: Pat Applicant']);

    const list = json<Array<{ id: number; coachStatus: string }>>(await call('GET', '/api/staff/coaches', staff.cookie));
    expect(list.find((c) => c.id === coach.id)?.coachStatus).toBe('PENDING');
    // A pending coach can neither be made staff nor approve themselves.
    expect((await call('POST', `/api/staff/coaches/${coach.id}/staff`, staff.cookie, { isStaff: true })).statusCode).toBe(409);
    expect((await call('POST', `/api/staff/coaches/${coach.id}/approval`, coach.cookie, { approved: true })).statusCode).toBe(403);

    const approved = await call('POST', `/api/staff/coaches/${coach.id}/approval`, staff.cookie, { approved: true });
    expect(approved.statusCode).toBe(200);
    expect(json(approved).message).toBe('Pat Applicant is approved as a coach');
    expect(json<{ coachStatus: string }>(await call('GET', '/api/auth/user', coach.cookie)).coachStatus).toBe('APPROVED');
    expect(await coachDoors(coach.cookie)).toMatchObject({ athletes: 200, stats: 200, media: 200, feedback: 201 });
    expect((await mailsTo(email)).at(-1)).toMatch(/is approved$/);

    // Revoked: the doors close again at once (no cached session keeps them open) and the coach is told.
    const revoked = await call('POST', `/api/staff/coaches/${coach.id}/approval`, staff.cookie, { approved: false });
    expect(json(revoked).message).toBe('Pat Applicant no longer has coach access');
    const again = await call('GET', '/api/coach/athletes', coach.cookie);
    expect(again.statusCode).toBe(403);
    expect(json(again).message).toBe(en('auth.coachRevoked'));
    expect(await coachDoors(coach.cookie)).toMatchObject({ athletes: 403, media: 404, feedback: 403, progress: 0 });
    expect((await mailsTo(email)).at(-1)).toMatch(/was removed$/);
  });

  it('refuses approvals from anyone but staff, for non-coaches, and a staff member revoking themselves', async () => {
    const other = await signupUser(t.app, 'COACH');
    for (const u of [athlete, other]) {
      expect((await call('POST', `/api/staff/coaches/${other.user.id}/approval`, u.cookie, { approved: false })).statusCode).toBe(403);
    }
    expect((await call('POST', `/api/staff/coaches/${athlete.user.id}/approval`, staff.cookie, { approved: true })).statusCode).toBe(404);
    const self = await call('POST', `/api/staff/coaches/${staff.user.id}/approval`, staff.cookie, { approved: false });
    expect(self.statusCode).toBe(400);
    expect(json(self).message).toBe(en('auth.coachSelfRevoke'));
    expect((await call('POST', `/api/staff/coaches/${other.user.id}/approval`, staff.cookie, {})).statusCode).toBe(400);
    expect((await call('POST', '/api/staff/coaches/99999999999/approval', staff.cookie, { approved: true })).statusCode).toBe(400);
  });

  it('revoking a staff coach removes staff access too; approving twice changes nothing and sends one e-mail', async () => {
    const second = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, second.user.id));
    expect((await call('GET', '/api/staff/programs', second.cookie)).statusCode).toBe(200);
    await call('POST', `/api/staff/coaches/${second.user.id}/approval`, staff.cookie, { approved: false });
    expect((await call('GET', '/api/staff/programs', second.cookie)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, second.user.id));
    expect(row).toMatchObject({ coachStatus: 'REVOKED', isStaff: false });

    const applicant = await applyAsCoach(`twice-${Date.now()}@example.com`);
    const both = await Promise.all([1, 2, 3].map(() => call('POST', `/api/staff/coaches/${applicant.id}/approval`, staff.cookie, { approved: true })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [a] = await t.database.db.select().from(users).where(eq(users.id, applicant.id));
    const approvals = (await mailsTo(a!.email)).filter((s) => s.endsWith('is approved'));
    expect(approvals).toHaveLength(1);
  });

  it('athletes and parents sign up as before, with no coach status', async () => {
    const parent = await signupUser(t.app, 'PARENT');
    expect(json<{ coachStatus: unknown }>(await call('GET', '/api/auth/user', parent.cookie)).coachStatus).toBeNull();
    expect(json<{ coachStatus: unknown }>(await call('GET', '/api/auth/user', athlete.cookie)).coachStatus).toBeNull();
  });
});
