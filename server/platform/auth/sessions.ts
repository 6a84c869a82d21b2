import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CacheGroup } from '../cache/memo.ts';
import { sessions, users, type User } from '../../db/schema/users.ts';

const DAY = 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** How stale a session's last use may get before a request writes it again (the sessions page). */
const SEEN_EVERY = 10 * 60 * 1000;

/** A new opaque token for the user; only its hash is stored, with the browser that signed in. */
export async function createSession(db: Db, userId: number, days: number, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * DAY);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 400) || null });
  return { token, expiresAt };
}

export interface ResolvedSession {
  user: User;
  tokenHash: string;
  /** Set when the session was renewed by this request: the cookie must be sent again. */
  renewedUntil?: Date;
}

/**
 * The session lookup runs on every signed-in API request, so it is a prepared statement: drizzle
 * builds its SQL once per database (instead of on each request, about a fifth of the CPU time of a
 * request), and on PostgreSQL it is a named statement that each pooled connection parses and plans
 * only once. It still reads the table on every request, so a revoked session stops working at once.
 */
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Db) {
  return db
    .select({ user: users, renewedAt: sessions.renewedAt, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('octane_session_lookup');
}

interface CachedSession {
  user: User;
  renewedAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When it was read from the database (Date.now()). */
  at: number;
}

/**
 * Sessions this node resolved in the last `ttlMs`, so a burst of signed-in requests (a page load
 * asks for the user, the dashboard, bookings...) reads the session once. Logging out deletes the
 * entry; it is a member of the app's cache group, cleared after every state-changing request on
 * any node (a logout, a changed name, plan or staff flag show at once: decision 022), and keeps
 * nothing while the group cannot hear other nodes. Without a bus (PGlite: one node), only this
 * node's writes clear it. Bounded: cleared when it holds `max` entries.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  /** Bumped by clear(): a lookup that started before it must not store what it read. */
  generation = 0;
  constructor(
    readonly ttlMs: number,
    private readonly max = 10_000,
    private readonly group?: CacheGroup,
  ) {
    group?.add(() => this.clear());
  }

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    if (this.group?.caching === false) return undefined;
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (now - e.at >= this.ttlMs || e.expiresAt.getTime() <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e;
  }

  set(tokenHash: string, entry: CachedSession, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generation || this.group?.caching === false) return;
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(tokenHash, entry);
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/**
 * Finds the live session for a token, sliding its expiry forward at most once a day and noting
 * its last use at most every ten minutes.
 */
export async function resolveSession(db: Db, token: string, days: number, cache?: SessionCache): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  let found = cache?.get(tokenHash, now);
  if (!found) {
    const generation = cache?.generation ?? 0;
    let lookup = lookups.get(db);
    if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
    const rows = await lookup.execute({ tokenHash });
    const row = rows[0];
    if (!row) return null;
    found = { ...row, at: now };
    cache?.set(tokenHash, found, generation);
  }
  if (now - found.lastSeenAt.getTime() >= SEEN_EVERY) {
    found.lastSeenAt = new Date(now);
    await db.update(sessions).set({ lastSeenAt: found.lastSeenAt }).where(eq(sessions.tokenHash, tokenHash));
  }
  if (now - found.renewedAt.getTime() < DAY) return { user: found.user, tokenHash };
  const renewedUntil = new Date(now + days * DAY);
  await db
    .update(sessions)
    .set({ expiresAt: renewedUntil, renewedAt: new Date(now) })
    .where(eq(sessions.tokenHash, tokenHash));
  cache?.delete(tokenHash);
  return { user: found.user, tokenHash, renewedUntil };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
