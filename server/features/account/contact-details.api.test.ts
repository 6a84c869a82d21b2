import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContactDetailsResult } from '../../../common/contact-details.ts';
import { athleteRegistrations } from '../../db/schema/registration.ts';
import { linkParent, registerAthlete } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

/* The account page's address and emergency contact (issue 29): the signed-in person's own registration, under its rules. */
describe(`contact details on the account page on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const db = () => t.database.db;
  const url = '/api/account/contact-details';
  const get = (cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const put = (cookie: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url, headers: { ...(cookie ? { cookie } : {}), ...headers }, payload: payload as object });
  const rowOf = async (userId: number) => (await db().select().from(athleteRegistrations).where(eq(athleteRegistrations.userId, userId)))[0];
  const details = {
    address: '42 Harbor Road, Apt 3',
    city: 'Wilmington',
    state: 'NC',
    zipCode: '28401',
    emergencyContactName: 'Robin Vega',
    emergencyContactPhone: '9105550199',
    emergencyContactRelation: 'Aunt',
  };

  it('shows and changes the athlete’s own details; the name, age and waiver of the registration stay', async () => {
    const a = await signupUser(t.app);
    await registerAthlete(db(), a.user.id);
    const before = await rowOf(a.user.id);
    expect(json<ContactDetailsResult>(await get(a.cookie))).toEqual({
      details: {
        address: '1 Test Street, Suite 1',
        city: 'Testville',
        state: 'NC',
        zipCode: '28202',
        emergencyContactName: 'Pat Test',
        emergencyContactPhone: '7045550100',
        emergencyContactRelation: 'Parent',
      },
      canAdd: false,
    });
    // Text is trimmed; the registration's other fields are not changed from here.
    const saved = await put(a.cookie, { ...details, city: '  Wilmington  ', athleteName: 'Someone Else', athleteAge: 6, liabilityAgreement: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<ContactDetailsResult>(saved)).toEqual({ details, canAdd: false });
    expect(json<ContactDetailsResult>(await get(a.cookie)).details).toEqual(details);
    const after = await rowOf(a.user.id);
    expect(after).toMatchObject({ ...details, athleteName: before!.athleteName, athleteAge: before!.athleteAge, liabilityAgreement: true });
    expect(after!.waiverAcceptedAt.toISOString()).toBe(before!.waiverAcceptedAt.toISOString());
  });

  it('refuses what the registration refuses, NUL bytes, huge strings and empty bodies, with a clear 400 (in Spanish too), and changes nothing', async () => {
    const a = await signupUser(t.app);
    await registerAthlete(db(), a.user.id);
    const before = await rowOf(a.user.id);
    const refusals: Array<[unknown, string | null]> = [
      [{}, en('registration.address')],
      [{ ...details, address: 'Short' }, en('registration.address')],
      [{ ...details, zipCode: '123' }, en('registration.zip')],
      [{ ...details, emergencyContactPhone: '555' }, en('registration.emergencyPhone')],
      [{ ...details, emergencyContactRelation: '' }, en('registration.relation')],
      [{ ...details, city: 'Wil\u0000mington' }, en('input.badCharacters')],
      [{ ...details, emergencyContactName: 'x\ud800' }, en('input.badCharacters')],
      [{ ...details, address: 'x'.repeat(201) }, null],
      [{ ...details, state: 42 }, null],
      [[details], null],
      [42, null],
    ];
    for (const [payload, message] of refusals) {
      const res = await put(a.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = json<{ message: string }>(res);
      if (message) expect(body.message).toBe(message);
      else expect(body.message.length).toBeGreaterThan(0);
    }
    expect((await t.app.inject({ method: 'PUT', url, headers: { cookie: a.cookie } })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: { cookie: a.cookie, 'content-type': 'application/json' }, payload: '{"address":' })).statusCode,
    ).toBe(400);
    expect((await put(a.cookie, { ...details, address: 'x'.repeat(2 * 1024 * 1024) })).statusCode).toBe(413);
    const spanish = await put(a.cookie, { ...details, city: 'W' }, { 'accept-language': 'es' });
    expect(json<{ message: string }>(spanish).message).toBe('La ciudad es obligatoria');
    expect(await rowOf(a.user.id)).toEqual(before);
    expect((await get()).statusCode).toBe(401);
    expect((await put(undefined, details)).statusCode).toBe(401);
  });

  it('never shows or changes another person’s details: a linked parent or another athlete sees nothing of them', async () => {
    const a = await signupUser(t.app);
    await registerAthlete(db(), a.user.id);
    const parent = await signupUser(t.app, 'PARENT');
    await linkParent(db(), parent.user.id, { id: a.user.id, email: a.email });
    const other = await signupUser(t.app);
    await registerAthlete(db(), other.user.id);
    const before = await rowOf(a.user.id);

    expect(json<ContactDetailsResult>(await get(parent.cookie))).toEqual({ details: null, canAdd: false });
    expect((await t.app.inject({ method: 'GET', url: `${url}?athleteId=${a.user.id}`, headers: { cookie: parent.cookie } })).json()).toEqual({
      details: null,
      canAdd: false,
    });
    const refused = await put(parent.cookie, details);
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBe(en('account.contactOnlyAthletes'));
    expect(await rowOf(parent.user.id)).toBeUndefined();

    // Another athlete's save changes their own row only.
    expect((await put(other.cookie, { ...details, emergencyContactName: 'Only Mine' })).statusCode).toBe(200);
    expect(json<ContactDetailsResult>(await get(other.cookie)).details).toEqual({ ...details, emergencyContactName: 'Only Mine' });
    expect(await rowOf(a.user.id)).toEqual(before);
    expect((await rowOf(other.user.id))!.emergencyContactName).toBe('Only Mine');

    const coach = await signupUser(t.app, 'COACH');
    expect(json<ContactDetailsResult>(await get(coach.cookie))).toEqual({ details: null, canAdd: false });
    expect((await put(coach.cookie, details)).statusCode).toBe(403);
  });

  it('an athlete without a registration adds one here, with the age and the waiver as at checkout, under the account’s name', async () => {
    const a = await signupUser(t.app, 'ATHLETE', { firstName: 'Noa', lastName: 'Reyes' });
    expect(json<ContactDetailsResult>(await get(a.cookie))).toEqual({ details: null, canAdd: true });
    const noWaiver = await put(a.cookie, { ...details, athleteAge: 14 });
    expect(noWaiver.statusCode).toBe(400);
    expect(json<{ message: string }>(noWaiver).message).toBe(en('registration.waiver'));
    expect(json<{ message: string }>(await put(a.cookie, { ...details, athleteAge: 14, liabilityAgreement: false })).message).toBe(en('registration.waiver'));
    expect(json<{ message: string }>(await put(a.cookie, { ...details, liabilityAgreement: true })).message).toBe(en('registration.ageMin'));
    expect(json<{ message: string }>(await put(a.cookie, { ...details, athleteAge: 30, liabilityAgreement: true })).message).toBe(en('registration.ageMax'));
    expect(await rowOf(a.user.id)).toBeUndefined();

    const added = await put(a.cookie, { ...details, athleteAge: 14, liabilityAgreement: true });
    expect(added.statusCode, added.body).toBe(200);
    expect(json<ContactDetailsResult>(added)).toEqual({ details, canAdd: false });
    expect(await rowOf(a.user.id)).toMatchObject({ ...details, athleteName: 'Noa Reyes', athleteAge: 14, liabilityAgreement: true });
    // Bookings accept it: the registration checkout asks for is on file.
    expect(
      json<{ athleteName: string }>(await t.app.inject({ method: 'GET', url: '/api/athlete-registration', headers: { cookie: a.cookie } })).athleteName,
    ).toBe('Noa Reyes');
  });
});
