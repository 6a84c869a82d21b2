import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, es } from '../../../common/messages/index.ts';
import { users } from '../../db/schema/users.ts';
import { createGame, signWaiver, TEST_CARDS } from '../../test/fixtures.ts';
import { createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

type Answer = { message: string; messageId?: string; code?: string };

/** Card refusals and saved cards answer in the request's language (decision 071). */
describe(`cards answer in the member's language, on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("words the provider's card refusals in Spanish, with the provider's code", async () => {
    const a = await signupUser(t.app);
    await t.database.db.update(users).set({ subscriptionTier: 'PLUS' }).where(eq(users.id, a.user.id));
    await signWaiver(t.database.db, a.user.id);
    const game = await createGame(t.database.db, { cost: 1000, title: 'Card Run' });
    const intent = json<{ clientSecret: string }>(
      await t.app.inject({ method: 'POST', url: '/api/pickup-games/create-payment-intent', headers: { cookie: a.cookie }, payload: { gameId: game.id } }),
    );
    const pay = (number: string, lang: 'en' | 'es') =>
      t.app.inject({
        method: 'POST',
        url: '/api/test-provider/confirm',
        headers: { cookie: a.cookie, 'accept-language': lang },
        payload: { clientSecret: intent.clientSecret, card: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' } },
      });
    const declined = await pay(TEST_CARDS.declined, 'es');
    expect(declined.statusCode).toBe(402);
    expect(json<Answer>(declined)).toMatchObject({ code: 'card_declined', message: es('payments.cardDeclined') });
    expect(json<Answer>(await pay(TEST_CARDS.insufficient, 'es')).message).toBe('Tu tarjeta no tiene fondos suficientes.');
    expect(json<Answer>(await pay(TEST_CARDS.expired, 'en'))).toMatchObject({ code: 'expired_card', message: en('payments.cardExpired') });
    expect(json<Answer>(await pay('4242424242424241', 'es')).message).toBe(es('payments.incorrectNumber'));
  });

  it('answers the saved cards by id', async () => {
    const a = await signupUser(t.app);
    const gone = await t.app.inject({ method: 'DELETE', url: '/api/payment-methods/pm_none', headers: { cookie: a.cookie, 'accept-language': 'es' } });
    expect(gone.statusCode).toBe(404);
    expect(json<Answer>(gone)).toMatchObject({ message: es('payments.cardNotFound'), messageId: 'payments.cardNotFound' });
  });
});
