import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/outbox.ts';

/*
 * Text messages (issue 32, decision 061), as e-mail is done: queued in the same transaction as the
 * change they report (enqueueSms), then sent by a dispatcher through the provider when one is
 * configured (Twilio's official SDK), otherwise kept in the local outbox for staff to read.
 */

export interface SmsMessage {
  /** E.164: +15555550123. */
  to: string;
  body: string;
}

/** Sends one text; answers the provider's message id, throws on a refusal. */
export interface SmsProvider {
  readonly name: 'twilio';
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** A phone number as texts need it: E.164, "+" and 7 to 15 digits, the first not 0. */
export const E164 = /^\+[1-9]\d{6,14}$/;

/** A text's body stays within 4 segments of GSM-7 (612 characters): longer ones are cut with an ellipsis. */
export const SMS_MAX_CHARS = 612;

/** Queues a text in the caller's transaction; a number that is not E.164 is refused (never queued). */
export async function enqueueSms(tx: Db | Tx, msg: SmsMessage): Promise<boolean> {
  if (!E164.test(msg.to)) return false;
  const body = msg.body.length > SMS_MAX_CHARS ? `${msg.body.slice(0, SMS_MAX_CHARS - 1)}…` : msg.body;
  await tx.insert(smsOutbox).values({ to: msg.to, body });
  return true;
}

/** Twilio's REST API through its official SDK (loaded only when configured). `baseUrl` points the SDK at another host (tests). */
export async function twilioProvider(accountSid: string, authToken: string, from: string, baseUrl?: string): Promise<SmsProvider> {
  const { default: twilio } = await import('twilio');
  type Options<T> = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0] & { data?: T };
  let httpClient: InstanceType<typeof twilio.RequestClient> | undefined;
  if (baseUrl) {
    const host = baseUrl;
    class Redirected extends twilio.RequestClient {
      override request<T>(opts: Options<T>) {
        return super.request<T>({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, host) } as never);
      }
    }
    httpClient = new Redirected();
  }
  const client = twilio(accountSid, authToken, httpClient ? { httpClient } : {});
  const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from };
  return {
    name: 'twilio',
    async send(m) {
      const sent = await client.messages.create({ to: m.to, body: m.body, ...sender });
      return { id: sent.sid };
    },
  };
}

const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** A claim older than this (a dispatcher died mid-send) goes back to PENDING. */
const CLAIM_TIMEOUT_MS = 10 * 60_000;

/**
 * Sends what is queued, once: each text is claimed (PENDING to SENDING, rows locked and skipped by
 * other dispatchers) before it is sent, then marked SENT with the provider's id, or put back for a
 * later try (FAILED after 5). Returns how many were sent.
 */
export async function dispatchSms(db: Db, provider: SmsProvider, log: { error: (o: object, m: string) => void }, now = new Date()): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(or(eq(smsOutbox.status, 'PENDING'), and(eq(smsOutbox.status, 'SENDING'), lt(smsOutbox.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS)))))
      .orderBy(asc(smsOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(smsOutbox)
      .set({ status: 'SENDING', claimedAt: now, attempts: sql`${smsOutbox.attempts} + 1` })
      .where(
        inArray(
          smsOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  let sent = 0;
  for (const m of claimed) {
    try {
      const { id } = await provider.send({ to: m.to, body: m.body });
      await db.update(smsOutbox).set({ status: 'SENT', providerId: id, sentAt: new Date(), lastError: null }).where(eq(smsOutbox.id, m.id));
      sent += 1;
    } catch (err) {
      log.error({ err, smsId: m.id }, 'sending a text message failed');
      await db
        .update(smsOutbox)
        .set({ status: m.attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING', lastError: err instanceof Error ? err.message.slice(0, 500) : String(err) })
        .where(eq(smsOutbox.id, m.id));
    }
  }
  return sent;
}
