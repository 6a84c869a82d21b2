import { and, desc, eq, ne } from 'drizzle-orm';
import type { PaymentMethod } from '../../../common/payments.ts';
import { paymentMethods } from '../../db/schema/payments.ts';
import type { User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';
import { ensureCustomer } from './customers.ts';

export async function listPaymentMethods(ctx: AppContext, user: User): Promise<PaymentMethod[]> {
  const rows = await ctx.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, user.id))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.id));
  return rows.map((m) => ({
    id: m.providerMethodId,
    cardBrand: m.cardBrand,
    cardLast4: m.cardLast4,
    cardExpMonth: m.cardExpMonth,
    cardExpYear: m.cardExpYear,
    isDefault: m.isDefault,
  }));
}

/**
 * Saves a card the provider holds for this user's customer: only brand, last 4 and expiry are
 * stored here. The first card, or one saved with setAsDefault, becomes the default.
 */
export async function savePaymentMethod(ctx: AppContext, user: User, paymentMethodId: string, setAsDefault: boolean): Promise<PaymentMethod> {
  const customerId = await ensureCustomer(ctx, user);
  const card = await ctx.payments.retrieveCard(paymentMethodId).catch(() => null);
  if (!card || card.customerId !== customerId) throw notFound(msg('payments.cardNotFound'));
  await ctx.db.transaction(async (tx) => {
    const others = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.userId, user.id)).limit(1);
    const makeDefault = setAsDefault || others.length === 0;
    await tx
      .insert(paymentMethods)
      .values({
        userId: user.id,
        providerMethodId: card.id,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpMonth: card.expMonth,
        cardExpYear: card.expYear,
        isDefault: makeDefault,
      })
      .onConflictDoUpdate({ target: paymentMethods.providerMethodId, set: { isDefault: makeDefault } });
    if (makeDefault) {
      await tx
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(and(eq(paymentMethods.userId, user.id), ne(paymentMethods.providerMethodId, card.id)));
    }
  });
  const all = await listPaymentMethods(ctx, user);
  return all.find((m) => m.id === card.id)!;
}

export async function createSetupIntent(ctx: AppContext, user: User) {
  const customerId = await ensureCustomer(ctx, user);
  return ctx.payments.createSetupIntent(customerId);
}

export async function removePaymentMethod(ctx: AppContext, user: User, id: string) {
  const removed = await ctx.db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.userId, user.id), eq(paymentMethods.providerMethodId, id)))
    .returning();
  if (!removed[0]) throw notFound(msg('payments.cardNotFound'));
  if (removed[0].isDefault) {
    const [next] = await ctx.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id)).orderBy(desc(paymentMethods.id)).limit(1);
    if (next) await ctx.db.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
  }
  return { message: msg('payments.cardRemoved') };
}

export async function makeDefault(ctx: AppContext, user: User, id: string) {
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, user.id), eq(paymentMethods.providerMethodId, id)));
    if (!m) throw notFound(msg('payments.cardNotFound'));
    await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, user.id));
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, m.id));
    return { message: msg('payments.defaultUpdated') };
  });
}
