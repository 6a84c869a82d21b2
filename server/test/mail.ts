import crypto from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/outbox.ts';

/** An address no test has used: `<name>-<random>@example.com`. */
export const freshEmail = (name: string) => `${name}-${crypto.randomBytes(5).toString('hex')}@example.com`;

/** The mail queued to `to`, newest first. */
export const outboxTo = (db: Db, to: string) => db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

/** The newest mail to `to`, checked: its subject (when given), and every text (or pattern) its body must hold. */
export async function expectMail(db: Db, to: string, want: { subject?: string; text?: (string | RegExp)[] }) {
  const [mail] = await outboxTo(db, to);
  expect(mail, `no mail to ${to}`).toBeDefined();
  if (want.subject !== undefined) expect(mail!.subject).toBe(want.subject);
  for (const part of want.text ?? []) {
    if (typeof part === 'string') expect(mail!.text).toContain(part);
    else expect(mail!.text).toMatch(part);
  }
  return mail!;
}
