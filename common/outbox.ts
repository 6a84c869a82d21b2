import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const outboxMailSchema = z.object({ id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), status: z.string(), createdAt: z.string() });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The local outbox (decision 032), read by staff when no SMTP server is configured. */
export const outboxApi = {
  /** The latest 200 e-mails, newest first. */
  list: endpoint({ method: 'GET', path: '/api/dev/outbox', response: z.array(outboxMailSchema), access: 'staff', tags: ['outbox'] }),
};
