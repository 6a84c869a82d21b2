import { msg } from '../../../common/messages/index.ts';
/**
 * Errors that mean the database cannot be reached right now (down, restarting, refusing or
 * dropping connections), as opposed to a bug: those are answered 503 with Retry-After, and the
 * next request tries again on a fresh connection, so the service recovers without a restart.
 */
export const UNAVAILABLE_MESSAGE = msg('platform.unavailable');
export const RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not currently accepting connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /connection (is )?closed/i,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code)) return true;
      // SQLSTATE 08xxx connection exceptions, 57P01-57P03 shutdown / cannot connect now.
      if (/^08/.test(code) || /^57P0[123]$/.test(code)) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
  }
  return false;
}
