import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describeDevice } from '../../../common/devices.ts';
import { type PushDevice, type PushSubscribeInput } from '../../../common/push.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import type { User } from '../../db/schema/users.ts';
import { notFound } from '../../platform/errors.ts';
import type { PushTarget } from './sender.ts';
import { msg } from '../../../common/messages/index.ts';

type Row = typeof pushSubscriptions.$inferSelect;

export const endpointHash = (endpoint: string) => crypto.createHash('sha256').update(endpoint).digest('hex');

/** A device as its owner sees it: named from its browser, in their language (common/devices.ts). */
const toDevice = (r: Row, lang: 'en' | 'es' = 'en'): PushDevice => ({
  id: r.id,
  label: r.userAgent ? describeDevice(r.userAgent, lang) : r.label,
  createdAt: r.createdAt.toISOString(),
  lastSuccessAt: r.lastSuccessAt?.toISOString() ?? null,
  endpointHash: endpointHash(r.endpoint),
});

export async function myDevices(db: Db, user: User, lang: 'en' | 'es' = 'en'): Promise<{ devices: PushDevice[] }> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return { devices: rows.map((r) => toDevice(r, lang)) };
}

/**
 * Turns push on for this browser: one row per endpoint. Subscribing again updates the keys; an
 * endpoint last held by another account becomes this one's (the device was signed in as someone
 * else before), so a shared device never notifies its previous user. One statement: two requests
 * at once leave one row.
 */
export async function subscribe(db: Db, user: User, input: PushSubscribeInput, userAgent: string | undefined, now: Date, lang: 'en' | 'es' = 'en') {
  const ua = userAgent ? userAgent.replace(/[^\x20-\x7e]/g, '').slice(0, 300) : null;
  const values = { userId: user.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label: describeDevice(ua), userAgent: ua };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, failedAt: null } })
    .returning();
  return { message: msg('push.subscribed'), device: toDevice(row!, lang) };
}

/** Removes one of my devices; another account's (or none) is "not in your list". */
export async function removeDevice(db: Db, user: User, id: number) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, user.id)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound(msg('push.deviceNotFound'));
  return { message: msg('push.removed') };
}

/** The devices of these people, by person. */
export async function devicesOf(db: Db, userIds: number[]): Promise<Map<number, PushTarget[]>> {
  const out = new Map<number, PushTarget[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
    .orderBy(asc(pushSubscriptions.id));
  for (const { userId, ...t } of rows) out.set(userId, [...(out.get(userId) ?? []), t]);
  return out;
}

/** What the data export shows of a person's devices: never the endpoint or keys. */
export async function devicesForExport(db: Db, userId: number) {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.id));
  return rows.map((r) => ({ label: r.label, createdAt: r.createdAt.toISOString(), lastSuccessAt: r.lastSuccessAt?.toISOString() ?? null }));
}
