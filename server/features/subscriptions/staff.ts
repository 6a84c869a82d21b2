import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tier } from '../../../common/auth.ts';
import type { planUpdateSchema } from '../../../common/subscriptions.ts';
import { msg } from '../../../common/messages/index.ts';
import { CAPABILITIES, CAPABILITY_KEYS } from '../../../common/capabilities.ts';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema/subscriptions.ts';
import type { User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

/** The flags of capabilities not delivered yet: no plan sells them, so staff cannot change them (decision 049). */
const UNDELIVERED_FLAGS = CAPABILITY_KEYS.filter((c) => !CAPABILITIES[c].delivered).map((c) => CAPABILITIES[c].flag);

export async function updatePlan(db: Db, staff: User, name: Tier, input: z.output<typeof planUpdateSchema>) {
  const { price, displayNameEs, descriptionEs, ...rest } = input;
  if (name === 'FREE' && price !== undefined && price !== 0) throw badRequest(msg('subscriptions.freeCostsNothing'));
  return db.transaction(async (tx) => {
    // The same value is accepted (a client sending the whole plan back); a change is refused.
    const [before] = await tx.select().from(plans).where(eq(plans.name, name)).for('update');
    if (!before) throw notFound(msg('subscriptions.planNotFound'));
    if (UNDELIVERED_FLAGS.some((flag) => rest[flag] !== undefined && rest[flag] !== before[flag])) throw badRequest(msg('subscriptions.notDelivered'));
    const [p] = await tx
      .update(plans)
      .set({
        ...rest,
        ...(price !== undefined ? { priceCents: cents(price) } : {}),
        // Empty clears the Spanish version: readers of Spanish see the English (decision 066).
        ...(displayNameEs !== undefined ? { displayNameEs: displayNameEs || null } : {}),
        ...(descriptionEs !== undefined ? { descriptionEs: descriptionEs || null } : {}),
      })
      .where(eq(plans.name, name))
      .returning();
    if (!p) throw notFound(msg('subscriptions.planNotFound'));
    await audit(tx, staff.id, 'update', 'plan', name, { ...input });
    return { message: msg('subscriptions.planSaved') };
  });
}
