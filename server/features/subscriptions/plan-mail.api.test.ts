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
    await t.database.db.insert(subscriptions).values({ userId: u.user.id, planName: 'PLUS', currentPeriodStart: now, currentPeriodEnd: now, cancelAtPeriodEnd: cancelled });
    return u;
  }

  it('ended as asked, or not renewed, in Spanish and in English', async () => {
    const endedEs = await member('es', true);
    const failedEs = await member('es', false);
    const endedEn = await member(null, true);
    const failedEn = await member('en', false);
    const result = await renewDueSubscriptions(t.app.ctx, new Date(Date.now() + 32 * 24 * 3600_000));
    expect(result.ended).toBeGreaterThanOrEqual(4);

    const db = t.database.db;
    await expectMail(db, endedEs.email, { subject: 'Tu plan Plus terminó', text: ['Hola, Elena:', 'Como pediste, tu plan Plus terminó y ahora tienes el plan Gratis.'] });
    await expectMail(db, failedEs.email, {
      subject: 'No pudimos renovar tu plan Plus',
      text: ['Intentamos renovar tu plan Plus, pero el pago no se completó (no hay ninguna tarjeta guardada para cobrar). Ahora tienes el plan Gratis.', /desde https?:\/\/\S+\/subscription$/m],
    });

    await expectMail(db, endedEn.email, { subject: 'Your Plus plan has ended', text: ['As you asked, your Plus plan ended and you are now on the Free plan.'] });
    await expectMail(db, failedEn.email, {
      subject: "We couldn't renew your Plus plan",
      text: ['We tried to renew your Plus plan but the payment did not go through (There is no saved card to charge.). You are now on the Free plan. You can upgrade again at any time from /subscription.'],
    });
  });
});
