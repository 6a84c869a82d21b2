import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { describeDevice } from '../../../common/devices.ts';
import type { DeviceSession } from '../../../common/sessions.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/users.ts';
import { notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

const ID_LENGTH = 16;
const idOf = (tokenHash: string) => tokenHash.slice(0, ID_LENGTH);

/** The account's live sessions, most recently used first; the one making the request is marked. */
export async function listSessions(db: Db, userId: number, currentHash: string | null, lang: 'en' | 'es' = 'en'): Promise<DeviceSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({
    id: idOf(s.tokenHash),
    device: describeDevice(s.userAgent, lang),
    signedInAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.tokenHash === currentHash,
  }));
}

/** Ends one session of the account (another device, or this one). */
export async function endSession(db: Db, userId: number, id: string): Promise<{ tokenHash: string }> {
  const [gone] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`left(${sessions.tokenHash}, ${ID_LENGTH}) = ${id}`))
    .returning({ tokenHash: sessions.tokenHash });
  if (!gone) throw notFound(msg('account.sessionNotFound'));
  return { tokenHash: gone.tokenHash };
}

/** Ends every session of the account but the one making the request. */
export async function endOtherSessions(db: Db, userId: number, currentHash: string | null): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(currentHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentHash)) : eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  return gone.length;
}
