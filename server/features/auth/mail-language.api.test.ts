import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { freshEmail, outboxTo } from '../../test/mail.ts';
import { cookieOf, createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/** Decision 025: every e-mail of sign-up, verification, password reset and coach approval in the recipient's language. */
describe(`auth e-mails in the recipient's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const mailsTo = (to: string) => outboxTo(t.database.db, to);
  const speak = async (userId: number, language: 'es' | 'en' | null) => t.database.db.update(users).set({ language }).where(eq(users.id, userId));
  async function signUp(email: string, role: 'ATHLETE' | 'COACH', acceptLanguage?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      payload: { firstName: 'Ana', lastName: 'Ruiz', email, password: 'correct-horse-battery', role },
    });
    expect(res.statusCode).toBe(201);
    return { cookie: cookieOf(res), id: json<{ user: { id: number } }>(res).user.id };
  }

  it('a sign-up is verified in the language of the browser (the new account has none yet), a resend in the account language', async () => {
    const es = freshEmail('es');
    const spanish = await signUp(es, 'ATHLETE', 'es-MX,es;q=0.9,en;q=0.5');
    const [verify] = await mailsTo(es);
    expect(verify!.subject).toBe(`Confirma tu correo electrónico para ${t.config.BUSINESS_NAME}`);
    expect(verify!.text).toContain('Hola, Ana:');
    expect(verify!.text).toContain(`Abre este enlace para confirmar que ${es} es tu dirección`);
    expect(verify!.text).toMatch(/\/verify-email\/[\w-]{43}/);

    const en = freshEmail('en');
    await signUp(en, 'ATHLETE');
    const [english] = await mailsTo(en);
    expect(english!.subject).toBe(`Verify your e-mail address for ${t.config.BUSINESS_NAME}`);
    expect(english!.text).toContain(`Open this link to confirm that ${en} is your address`);

    // The account's choice wins over the browser when the link is sent again.
    await speak(spanish.id, 'en');
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/account/verify-email/resend',
      headers: { cookie: spanish.cookie, 'accept-language': 'es' },
    });
    expect(resend.statusCode).toBe(200);
    expect((await mailsTo(es))[0]!.subject).toBe(`Verify your e-mail address for ${t.config.BUSINESS_NAME}`);
    await speak(spanish.id, 'es');
    await t.app.inject({ method: 'POST', url: '/api/account/verify-email/resend', headers: { cookie: spanish.cookie } });
    expect((await mailsTo(es))[0]!.text).toContain('Si no creaste una cuenta, ignora este correo.');
  });

  it("a password reset is in the account's language, whatever the signed-out visitor's browser says", async () => {
    const es = await signupUser(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie: es.cookie }, payload: { language: 'es' } });
    const en = await signupUser(t.app);
    for (const u of [es, en]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'accept-language': u === es ? 'en-US' : 'es-ES' },
        payload: { email: u.email },
      });
      expect(res.statusCode).toBe(200);
    }
    const [spanish] = await mailsTo(es.email);
    expect(spanish!.subject).toBe(`Restablece tu contraseña de ${t.config.BUSINESS_NAME}`);
    expect(spanish!.text).toContain('Hola, Test:');
    expect(spanish!.text).toContain('el enlace funciona una sola vez y vence en 1 hora');
    expect(spanish!.text).toMatch(/\/reset-password\/[\w-]{43}/);
    const [english] = await mailsTo(en.email);
    expect(english!.subject).toBe(`Reset your ${t.config.BUSINESS_NAME} password`);
    expect(english!.text).toContain("If it wasn't you, ignore this e-mail: your password stays as it is.");
  });

  it('a coach application tells the applicant in their language and each staff member in theirs; so do approval and removal', async () => {
    const staffEs = await signupUser(t.app, 'COACH');
    const staffEn = await signupUser(t.app, 'COACH');
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staffEs.user.id));
    await t.database.db.update(users).set({ isStaff: true }).where(eq(users.id, staffEn.user.id));
    await speak(staffEs.user.id, 'es');

    const email = freshEmail('coach');
    const coach = await signUp(email, 'COACH', 'es');
    const applied = (await mailsTo(email)).find((m) => m.subject.startsWith('Tu solicitud'));
    expect(applied!.subject).toBe(`Tu solicitud de entrenador en ${t.config.BUSINESS_NAME}`);
    expect(applied!.text).toContain('Te escribiremos en cuanto aprobemos tu cuenta.');

    const [toEs] = await mailsTo(staffEs.email);
    expect(toEs!.subject).toBe('Nueva solicitud de entrenador: Ana Ruiz');
    expect(toEs!.text).toContain(`Ana Ruiz (${email}) se registró como entrenador y está esperando la aprobación.`);
    const [toEn] = await mailsTo(staffEn.email);
    expect(toEn!.subject).toBe('New coach application: Ana Ruiz');
    expect(toEn!.text).toContain('Approve or decline the application in the staff workspace, Staff section:');

    await speak(coach.id, 'es');
    const approval = (approved: boolean) =>
      t.app.inject({ method: 'POST', url: `/api/staff/coaches/${coach.id}/approval`, headers: { cookie: staffEn.cookie }, payload: { approved } });
    expect((await approval(true)).statusCode).toBe(200);
    const [approved] = await mailsTo(email);
    expect(approved!.subject).toBe(`Aprobamos tu cuenta de entrenador en ${t.config.BUSINESS_NAME}`);
    expect(approved!.text).toContain('Tu cuenta de entrenador está aprobada');
    expect((await approval(false)).statusCode).toBe(200);
    const [removed] = await mailsTo(email);
    expect(removed!.subject).toBe(`Se retiró tu acceso de entrenador en ${t.config.BUSINESS_NAME}`);
    expect(removed!.text).toContain('Si crees que es un error, comunícate con el centro.');

    // An English-speaking coach still reads the English wording.
    await speak(coach.id, null);
    await approval(true);
    expect((await mailsTo(email))[0]!.subject).toBe(`Your coach account at ${t.config.BUSINESS_NAME} is approved`);
  });
});
