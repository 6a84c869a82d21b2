import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { expectMail } from '../../test/mail.ts';
import { createTestApp, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { renewDueSubscriptions } from './service.ts';

/** Decision 025: the end of a paid plan (asked for, or a renewal that failed) is e-mailed in the user's language. */
describe(`plan e-mails in the recipient's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  /** A Plus member whose period ends now, with no saved card; `cancelled` when they asked to stop. */
  async function member(language: 'es' | 'en' | null, cancelled: boolean) {
    const u = await signupUser(t.app, 'ATHLETE', { firstName: 'Elena' });
    await t.database.db.update(users).set({ subscriptionTier: 'PLUS', language }).where(eq(users.id, u.user.id));
    const now = new Date();
    await t.database.db
      .insert(subscriptions)
      .values({ userId: u.user.id, planName: 'PLUS', currentPeriodStart: now, currentPeriodEnd: now, cancelAtPeriodEnd: cancelled });
    return u;
  }

  it('ended as asked, or not renewed, in Spanish and in English', async () => {
    const endedEs = await member('es', true);
    const failedEs = await member('es', false);
    const endedEn = await member(null, true);
    const failedEn = await member('en', false);
    const day = 24 * 3600_000;
    const due = Date.now() + 32 * day;
    const result = await renewDueSubscriptions(t.app.ctx, new Date(due));
    expect(result.ended).toBeGreaterThanOrEqual(2);
    expect(result.retrying).toBeGreaterThanOrEqual(2);

    const db = t.database.db;
    await expectMail(db, endedEs.email, {
      subject: 'Tu plan Plus terminó',
      text: ['Hola, Elena:', 'Como pediste, tu plan Plus terminó y ahora tienes el plan Gratis.'],
    });
    await expectMail(db, endedEn.email, {
      subject: 'Your Plus plan has ended',
      text: ['As you asked, your Plus plan ended and you are now on the Free plan.'],
    });
    // Dunning (issue 29): the first failure keeps the plan and says when the next try is, and how to avoid losing it.
    await expectMail(db, failedEs.email, {
      subject: 'El pago de tu plan Plus no se completó',
      text: [
        /pero el pago no se completó \(no hay ninguna tarjeta guardada para cobrar\)\. Tu plan sigue activo: lo intentaremos de nuevo el \S+ \d+ de \S+ de \d{4} \(quedan 3 intentos\)\. Para no perderlo, actualiza tu tarjeta ahora: https?:\/\/\S+\/account#payment-methods$/m,
      ],
    });
    await expectMail(db, failedEn.email, {
      subject: 'Your Plus plan payment did not go through',
      text: [
        /^We tried to renew your Plus plan but the payment did not go through \(There is no saved card to charge\.\)\. Your plan stays active: we will try again on \w+, \w+ \d+, \d{4} \(3 tries left\)\. To avoid losing it, update your card now: https?:\/\/\S+\/account#payment-methods$/m,
      ],
    });
    // The last retry (day 7) fails: the plan ends, and the e-mail says so.
    for (const d of [1, 3, 7]) await renewDueSubscriptions(t.app.ctx, new Date(due + d * day + 60_000));
    await expectMail(db, failedEs.email, {
      subject: 'No pudimos renovar tu plan Plus',
      text: [
        'Intentamos renovar tu plan Plus, pero el pago no se completó (no hay ninguna tarjeta guardada para cobrar), y el último reintento también falló. Ahora tienes el plan Gratis.',
        /cuando quieras: https?:\/\/\S+\/subscription$/m,
      ],
    });
    await expectMail(db, failedEn.email, {
      subject: "We couldn't renew your Plus plan",
      text: [
        /^We tried to renew your Plus plan but the payment did not go through \(There is no saved card to charge\.\), and the last retry failed too\. You are now on the Free plan\. You can upgrade again at any time: https?:\/\/\S+\/subscription$/m,
      ],
    });
  });
});
