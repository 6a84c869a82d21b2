import { formatInTimeZone } from 'date-fns-tz';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../common/bookings.ts';
import { trainingSessions } from '../../db/schema/programs.ts';
import { users } from '../../db/schema/users.ts';
import { createProgram, createSession, payAndBook } from '../../test/fixtures.ts';
import { json, signupUser, staffTestApp, testDbKind } from '../../test/test-app.ts';

type CoachSession = { id: number; sessionTitle: string | null; location: string; program: { name: string } };
type StaffSession = {
  id: number;
  programName: string;
  sessionTitle: string | null;
  sessionTitleEs: string | null;
  location: string;
  locationEs: string | null;
};
type Scan = { session: { name: string; location: string } };

/*
 * Decision 066, the coach's and staff's lists: the coach's sessions of the day, the staff calendar's
 * program names and a check-in scan name what staff typed in the reader's language, English where
 * there is no Spanish. The staff calendar keeps a session's own title and location in English with
 * the Spanish beside them (it edits them).
 */
describe(`coach and staff lists in the reader's language on ${testDbKind()}`, () => {
  const env = staffTestApp();
  const db = () => env.t.database.db;
  const as = (method: 'GET' | 'POST', url: string, cookie: string, lang: string, payload?: object) =>
    env.t.app.inject({ method, url, headers: { cookie, 'accept-language': lang }, ...(payload ? { payload } : {}) });

  it('names programs, session titles and locations in Spanish for a Spanish reader, in English otherwise', async () => {
    const spanish = await createProgram(db(), { name: 'Shooting Clinic', nameEs: 'Clínica de tiro' });
    const english = await createProgram(db(), { name: 'Footwork Lab' });
    // Two sessions today (facility time), starting within the check-in window.
    const today = formatInTimeZone(new Date(), env.t.config.FACILITY_TZ, 'yyyy-MM-dd');
    const s1 = await createSession(db(), spanish.id, { hoursFromNow: 48, title: 'Ages 8-11' });
    const s2 = await createSession(db(), english.id, { hoursFromNow: 48, title: 'Open' });
    const member = await signupUser(env.t.app, 'ATHLETE');
    const ids: number[] = [];
    for (const s of [s1, s2]) {
      const res = await payAndBook(env.t.app, member.cookie, s.id);
      expect(res.statusCode).toBe(200);
      ids.push(json<{ id: number }>(res).id);
    }
    await db().update(trainingSessions).set({ sessionTitleEs: 'De 8 a 11 años', locationEs: 'Cancha 1' }).where(eq(trainingSessions.id, s1.id));
    for (const s of [s1, s2]) {
      await db()
        .update(trainingSessions)
        .set({ date: today, startsAt: new Date(Date.now() + 30 * 60_000) })
        .where(eq(trainingSessions.id, s.id));
    }

    const coach = await signupUser(env.t.app, 'COACH');
    await db().update(users).set({ coachStatus: 'APPROVED' }).where(eq(users.id, coach.user.id));
    const coachList = async (lang: string) => {
      const res = await as('GET', '/api/coach/sessions', coach.cookie, lang);
      expect(res.statusCode).toBe(200);
      return json<CoachSession[]>(res);
    };
    const es = await coachList('es');
    expect(es.find((s) => s.id === s1.id)).toMatchObject({ program: { name: 'Clínica de tiro' }, sessionTitle: 'De 8 a 11 años', location: 'Cancha 1' });
    expect(es.find((s) => s.id === s2.id)).toMatchObject({ program: { name: 'Footwork Lab' }, sessionTitle: 'Open', location: 'Court 1' });
    expect((await coachList('en')).find((s) => s.id === s1.id)).toMatchObject({
      program: { name: 'Shooting Clinic' },
      sessionTitle: 'Ages 8-11',
      location: 'Court 1',
    });

    const staffList = async (lang: string) => json<StaffSession[]>(await as('GET', `/api/staff/sessions?from=${today}`, env.staff.cookie, lang));
    const staffEs = await staffList('es');
    expect(staffEs.find((s) => s.id === s1.id)).toMatchObject({
      programName: 'Clínica de tiro',
      sessionTitle: 'Ages 8-11',
      sessionTitleEs: 'De 8 a 11 años',
      location: 'Court 1',
      locationEs: 'Cancha 1',
    });
    expect(staffEs.find((s) => s.id === s2.id)?.programName).toBe('Footwork Lab');
    expect((await staffList('en')).find((s) => s.id === s1.id)?.programName).toBe('Shooting Clinic');

    const codes = json<Booking[]>(await env.call('GET', '/api/my-bookings', member.cookie));
    const codeOf = (id: number) => codes.find((b) => b.id === id)!.checkInCode;
    const scanEs = await as('POST', '/api/staff/check-in', env.staff.cookie, 'es', { code: codeOf(ids[0]!) });
    expect(scanEs.statusCode).toBe(200);
    expect(json<Scan>(scanEs).session).toMatchObject({ name: 'Clínica de tiro (De 8 a 11 años)', location: 'Cancha 1' });
    const scanEn = await as('POST', '/api/staff/check-in', env.staff.cookie, 'en', { code: codeOf(ids[1]!) });
    expect(json<Scan>(scanEn).session).toMatchObject({ name: 'Footwork Lab (Open)', location: 'Court 1' });
    // The same booking scanned again by an English reader: the English.
    expect(json<Scan>(await as('POST', '/api/staff/check-in', env.staff.cookie, 'en', { code: codeOf(ids[0]!) })).session.name).toBe(
      'Shooting Clinic (Ages 8-11)',
    );
  });
});
