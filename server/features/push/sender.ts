import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPayload } from '../../../common/push.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import type { Vapid } from './vapid.ts';

export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What one delivery came to: sent, gone (404/410: the browser unsubscribed), or failed (try no more for this reminder). */
export type PushOutcome = 'SENT' | 'GONE' | 'FAILED';

/** How a push reaches a browser: the web-push library (encrypts with aes128gcm, signs with VAPID) to the subscription's endpoint. */
export interface PushProvider {
  send(target: PushTarget, payload: PushPayload, vapid: Vapid, ttlSeconds: number): Promise<PushOutcome>;
}

/**
 * The real provider. `agent` exists for the tests' local push service (https on 127.0.0.1 with a
 * certificate made for the test): production uses Node's default trust.
 */
export function webPushProvider(options: { agent?: Agent; timeoutMs?: number } = {}): PushProvider {
  return {
    async send(target, payload, vapid, ttlSeconds) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
          timeout: options.timeoutMs ?? 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        });
        return 'SENT';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'GONE' : 'FAILED';
      }
    },
  };
}

let provider: PushProvider = webPushProvider();
/** The provider every sender uses (tests set one whose agent trusts their local push service). */
export const pushProvider = () => provider;
export const setPushProvider = (p: PushProvider) => {
  provider = p;
};

/** Records an outcome on the subscription: a success's time, a failure's, or the row deleted when the service says it is gone. */
export async function recordOutcome(db: Db, id: number, outcome: PushOutcome, now: Date): Promise<void> {
  if (outcome === 'GONE') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  else if (outcome === 'SENT') await db.update(pushSubscriptions).set({ lastSuccessAt: now, failedAt: null }).where(eq(pushSubscriptions.id, id));
  else await db.update(pushSubscriptions).set({ failedAt: now }).where(eq(pushSubscriptions.id, id));
}
