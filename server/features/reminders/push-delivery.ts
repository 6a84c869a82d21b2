import type { PushPayload } from '../../../common/push.ts';
import type { AppContext } from '../../platform/context.ts';
import { pushProvider, recordOutcome, type PushTarget } from '../push/sender.ts';
import { vapidOf } from '../push/vapid.ts';

/**
 * A claimed reminder's notification to each of a person's devices (decision 058), after its row
 * committed: a device the service says is gone (404/410) is deleted, a failure is logged. At most
 * once: a node dying between the commit and this loses the notification rather than sending it twice.
 */
export async function deliverPush(ctx: AppContext, targets: PushTarget[], payload: PushPayload, ttlSeconds: number, reminder: string): Promise<void> {
  const vapid = await vapidOf(ctx.db, ctx.config);
  const ttl = Math.max(60, Math.min(28 * 86400, Math.floor(ttlSeconds)));
  await Promise.all(
    targets.map(async (t) => {
      const outcome = await pushProvider().send(t, payload, vapid, ttl);
      await recordOutcome(ctx.db, t.id, outcome, ctx.now()).catch((err: unknown) =>
        ctx.log.error({ err, subscription: t.id }, 'recording a push outcome failed'),
      );
      if (outcome === 'FAILED') ctx.log.warn({ subscription: t.id, reminder }, 'a push reminder was not delivered');
    }),
  );
}
