import { eq } from 'drizzle-orm';
import { paymentCustomers } from '../../db/schema/payments.ts';
import type { User } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';

/** The user's customer record at the payment provider, created on first use. */
export async function ensureCustomer(ctx: AppContext, user: User): Promise<string> {
  const rows = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id)).limit(1);
  const existing = rows[0];
  if (existing && existing.provider === ctx.payments.name) return existing.customerId;
  const customerId = await ctx.payments.createCustomer({ email: user.email, name: `${user.firstName} ${user.lastName}`, userId: user.id });
  if (existing) {
    // The provider changed (e.g. Stripe was configured): start a customer there.
    await ctx.db.update(paymentCustomers).set({ provider: ctx.payments.name, customerId }).where(eq(paymentCustomers.userId, user.id));
    return customerId;
  }
  const inserted = await ctx.db.insert(paymentCustomers).values({ userId: user.id, provider: ctx.payments.name, customerId }).onConflictDoNothing().returning();
  if (inserted[0]) return inserted[0].customerId;
  // A concurrent request created it first: use theirs.
  const winner = await ctx.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id)).limit(1);
  return winner[0]!.customerId;
}
