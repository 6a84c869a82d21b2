import { safeNext } from './safe-next';

/**
 * A new account's way back to what it chose as a guest (issue 29), kept in this tab's
 * sessionStorage while the steps after sign-up run (the welcome, profile setup, the e-mailed
 * verification link opened in this tab): the address carries `next` from page to page, and this
 * copy serves when a step is reached without it. It belongs to one account, is read through
 * safeNext like any `next`, lasts two hours, and ends once its page is reached.
 */
const KEY = 'octane.next';
const LIFETIME_MS = 2 * 60 * 60 * 1000;

interface Pending {
  next: string;
  userId: number;
  at: number;
}

function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be switched off; the address still carries `next`.
    return null;
  }
}

export function keepPendingNext(next: string, userId: number, storage = tabStorage(), now = Date.now()): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ next, userId, at: now } satisfies Pending));
  } catch {
    // Full or switched off: nothing to keep it in.
  }
}

/** What the tab holds, or null (nothing, unreadable, or not what this file wrote). */
function read(storage: Storage | null): Partial<Pending> | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as Partial<Pending>) : null;
  } catch {
    return null;
  }
}

/** The pending destination of this account, or null (none, another account's, too old, or not a path of this site). */
export function pendingNext(userId: number, origin: string, storage = tabStorage(), now = Date.now()): string | null {
  const pending = read(storage);
  if (!pending || pending.userId !== userId || typeof pending.at !== 'number' || now - pending.at > LIFETIME_MS) return null;
  return safeNext(pending.next, origin);
}

/** Called on every location: reaching the pending page (by its path) ends it. */
export function reachedPendingNext(location: string, storage = tabStorage()): void {
  if (!storage?.getItem(KEY)) return;
  const next = read(storage)?.next;
  if (typeof next === 'string' && next.split(/[?#]/)[0] !== location) return;
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing to do: it expires on its own.
  }
}
