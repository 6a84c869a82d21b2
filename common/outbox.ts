import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxSmsSchema = z.object({ id: z.number().int(), to: z.string(), body: z.string(), status: z.string(), createdAt: z.string() });
export type OutboxSms = z.infer<typeof outboxSmsSchema>;

/** The local outbox (decision 032), read by staff when no SMTP server (or no Twilio account, decision 061) is configured. */
export const outboxApi = {
  /** The latest 200 e-mails, newest first. */
  list: endpoint({ method: 'GET', path: '/api/dev/outbox', response: z.array(outboxMailSchema), access: 'staff', tags: ['outbox'] }),
  /** The latest 200 text messages, newest first. */
  sms: endpoint({ method: 'GET', path: '/api/dev/sms-outbox', response: z.array(outboxSmsSchema), access: 'staff', tags: ['outbox'] }),
};
