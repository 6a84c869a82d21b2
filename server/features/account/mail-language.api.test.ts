import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkParent } from '../../test/fixtures.ts';
import { freshEmail, outboxTo } from '../../test/mail.ts';
import { createTestApp, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/** Decision 025: the e-mails of an e-mail change and of a deleted athlete's parents in the recipient's language. */
describe(`account e-mails in the recipient's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const mailsTo = (to: string) => outboxTo(t.database.db, to);
  const speak = (cookie: string, language: 'es' | 'en') =>
    t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie }, payload: { language } });
  const business = () => t.config.BUSINESS_NAME;

  async function changeEmail(u: Awaited<ReturnType<typeof signupUser>>) {
    const next = freshEmail('next');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: u.cookie },
      payload: { firstName: 'Lucía', lastName: u.lastName, email: next, currentPassword: u.password },
    });
    expect(res.statusCode).toBe(200);
    const [link] = await mailsTo(next);
    const token = /\/confirm-email\/([\w-]+)/.exec(link!.text)![1]!;
    expect((await t.app.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token } })).statusCode).toBe(200);
    return { link: link!, told: await mailsTo(u.email) };
  }

  it("an e-mail change's three e-mails are in the account's language", async () => {
    const es = await signupUser(t.app);
    await speak(es.cookie, 'es');
    const spanish = await changeEmail(es);
    expect(spanish.link.subject).toBe(`Confirma tu nuevo correo electrónico para ${business()}`);
    expect(spanish.link.text).toContain('Hola, Lucía:');
    expect(spanish.link.text).toContain(`sea el correo electrónico de tu cuenta de ${business()} (funciona una sola vez, durante`);
    const [changed, requested] = spanish.told;
    expect(requested!.subject).toBe(`Se pidió cambiar el correo electrónico de tu cuenta de ${business()}`);
    expect(requested!.text).toContain('Si no fuiste tú, cambia tu contraseña ahora mismo y comunícate con nosotros.');
    expect(changed!.subject).toBe(`Se cambió el correo electrónico de tu cuenta de ${business()}`);
    expect(changed!.text).toContain('El correo electrónico de tu cuenta ahora es next-');

    const en = await signupUser(t.app);
    await speak(en.cookie, 'en');
    const english = await changeEmail(en);
    expect(english.link.subject).toBe(`Confirm your new e-mail address for ${business()}`);
    expect(english.told.map((m) => m.subject)).toEqual([
      `Your ${business()} e-mail address was changed`,
      `A change of your ${business()} e-mail address was requested`,
    ]);
    expect(english.told[0]!.text).toContain("If this wasn't you, contact us at once.");
  });

  it('without a chosen language, an e-mail change is written in the language the request came in', async () => {
    const u = await signupUser(t.app);
    const next = freshEmail('browser');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: { cookie: u.cookie, 'accept-language': 'es-US' },
      payload: { firstName: 'Lucía', lastName: u.lastName, email: next, currentPassword: u.password },
    });
    expect((await mailsTo(next))[0]!.subject).toBe(`Confirma tu nuevo correo electrónico para ${business()}`);
  });

  it("a deleted athlete's linked parents are told, each in their own language", async () => {
    const athlete = await signupUser(t.app, 'ATHLETE', { firstName: 'Mateo' });
    const parentEs = await signupUser(t.app, 'PARENT');
    const parentEn = await signupUser(t.app, 'PARENT');
    await speak(parentEs.cookie, 'es');
    await speak(athlete.cookie, 'es');
    for (const p of [parentEs, parentEn]) await linkParent(t.database.db, p.user.id, { id: athlete.user.id, email: athlete.email });
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: athlete.cookie },
      payload: { password: athlete.password },
    });
    expect(del.statusCode).toBe(200);
    const name = `Mateo ${athlete.lastName}`;
    const [spanish] = await mailsTo(parentEs.email);
    expect(spanish!.subject).toBe(`${name} eliminó su cuenta de ${business()}`);
    expect(spanish!.text).toContain(`${name} eliminó su cuenta de ${business()}, así que ya no están vinculados`);
    expect(spanish!.text).toContain('Conservamos los registros de las reservas y los pagos que hiciste, como exige la ley.');
    const [english] = await mailsTo(parentEn.email);
    expect(english!.subject).toBe(`${name} deleted their ${business()} account`);
    expect(english!.text).toContain('Records of bookings and payments you made are kept, as the law requires.');
  });
});
