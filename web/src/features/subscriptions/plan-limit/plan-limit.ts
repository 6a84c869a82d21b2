import { ApiError } from '@/lib/api';

/** Where every plan-limit message sends people (the server's 402 names the limit and this page). */
export const PLANS_PATH = '/subscription';

/**
 * The message of a 402 "plan limit" answer, or null for any other error. The server says which limit and points to /subscription.
 */
export function planLimitMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  try {
    const body = JSON.parse(error.body) as { message?: unknown; upgradeUrl?: unknown; limit?: unknown };
    if (typeof body.message !== 'string' || !body.message) return null;
    return body.upgradeUrl === PLANS_PATH || typeof body.limit === 'string' || body.message.includes(PLANS_PATH) ? body.message : null;
  } catch {
    return null;
  }
}

/** Splits a message around each "/subscription" so the page can make that part a link. */
export function splitPlanLinks(message: string): Array<{ text: string; link: boolean }> {
  return message
    .split(new RegExp(`(${PLANS_PATH.replace('/', '\\/')})`))
    .filter((text) => text !== '')
    .map((text) => ({ text, link: text === PLANS_PATH }));
}
