import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { outbox } from '../../db/schema/outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Text as it is (a calendar file), or bytes in base64 with `encoding` (a QR code's PNG). */
  attachments?: Array<MailAttachment>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/**
 * Our own placeholders in the reserved `.invalid` domain (RFC 2606) never receive mail: a deleted
 * account's address (decision 026) and a child's account without a login (decision 039).
 */
export const undeliverable = (address: string) => /\.invalid$/i.test(address.trim());

/**
 * Queues an e-mail in the same transaction as the change it reports, so a message is never sent
 * for a change that rolled back, nor lost for one that committed.
 */
export async function enqueueMail(tx: Db | Tx, msg: MailMessage): Promise<void> {
  if (undeliverable(msg.to)) return;
  await tx.insert(outbox).values({
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html ?? null,
    attachments: msg.attachments ?? [],
  });
}

/** With SMTP_URL set, sends queued mail every few seconds (up to 5 attempts each). */
export function startMailDispatcher(db: Db, smtpUrl: string, from: string, log: { error: (o: object, m: string) => void }) {
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = async () => {
    const { createTransport } = await import('nodemailer');
    const transport = createTransport(smtpUrl);
    const pending = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, 'PENDING'), lt(outbox.attempts, 5)))
      .orderBy(asc(outbox.id))
      .limit(20);
    for (const m of pending) {
      try {
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
          attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, encoding: a.encoding })),
        });
        await db
          .update(outbox)
          .set({ status: 'SENT', sentAt: new Date(), attempts: m.attempts + 1 })
          .where(eq(outbox.id, m.id));
      } catch (err) {
        log.error({ err, outboxId: m.id }, 'sending e-mail failed');
        await db
          .update(outbox)
          .set({ attempts: m.attempts + 1 })
          .where(eq(outbox.id, m.id));
      }
    }
  };
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = tick().finally(() => {
      running = null;
    });
  }, 5000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
