import crypto from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { KIOSK_HOURS, type Kiosk } from '../../../common/check-in.ts';
import type { Db } from '../../db/client.ts';
import { kioskSessions } from '../../db/schema/check-in.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { hashToken } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

/** A kiosk as its device sees it. */
export interface KioskRow {
  id: number;
  startedBy: number;
  label: string;
  expiresAt: Date;
}

const HOUR = 3_600_000;

/** Staff start a kiosk (decision 057): a random token for the device's cookie; only its hash is kept. */
export async function startKiosk(db: Db, staff: User, label: string, now: Date): Promise<{ token: string; kiosk: KioskRow }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const kiosk = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kioskSessions)
      .values({ tokenHash: hashToken(token), startedBy: staff.id, label, expiresAt: new Date(now.getTime() + KIOSK_HOURS * HOUR) })
      .returning({ id: kioskSessions.id, startedBy: kioskSessions.startedBy, label: kioskSessions.label, expiresAt: kioskSessions.expiresAt });
    await audit(tx, staff.id, 'kiosk-start', 'kiosk', row!.id, { label });
    return row!;
  });
  return { token, kiosk };
}

/** The running kiosk a cookie's token opens, or null (unknown, ended or expired). */
export async function kioskOf(db: Db, token: string | undefined, now: Date): Promise<KioskRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: kioskSessions.id, startedBy: kioskSessions.startedBy, label: kioskSessions.label, expiresAt: kioskSessions.expiresAt })
    .from(kioskSessions)
    .where(and(eq(kioskSessions.tokenHash, hashToken(token)), isNull(kioskSessions.endedAt), gt(kioskSessions.expiresAt, now)));
  return row ?? null;
}

export const kioskAnswer = (k: KioskRow, business: string): Kiosk => ({ label: k.label, business, expiresAt: k.expiresAt.toISOString() });

/** Ends a kiosk (from its own screen, or by staff from the list). */
export async function endKiosk(db: Db, id: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(kioskSessions)
    .set({ endedAt: now })
    .where(and(eq(kioskSessions.id, id), isNull(kioskSessions.endedAt)))
    .returning({ id: kioskSessions.id });
  return ended.length > 0;
}

/** Staff end a kiosk from the check-in page (a device left running, or lost). */
export async function endKioskByStaff(db: Db, staff: User, id: number, now: Date): Promise<{ message: string }> {
  if (!(await endKiosk(db, id, now))) throw notFound(msg('checkIn.kioskNotRunning'));
  await audit(db, staff.id, 'kiosk-end', 'kiosk', id);
  return { message: msg('checkIn.kioskStopped') };
}

/** The kiosks running now, newest first. */
export async function runningKiosks(db: Db, now: Date) {
  const rows = await db
    .select({ k: kioskSessions, first: users.firstName, last: users.lastName })
    .from(kioskSessions)
    .innerJoin(users, eq(users.id, kioskSessions.startedBy))
    .where(and(isNull(kioskSessions.endedAt), gt(kioskSessions.expiresAt, now)))
    .orderBy(asc(kioskSessions.createdAt));
  return rows.map(({ k, first, last }) => ({
    id: k.id,
    label: k.label,
    startedBy: `${first} ${last}`,
    createdAt: k.createdAt.toISOString(),
    expiresAt: k.expiresAt.toISOString(),
  }));
}
