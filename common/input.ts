import { z } from 'zod';
import { msg } from './messages/index.ts';

/**
 * The building blocks for everything a request carries (decision 021): every text, id and partial
 * update in the contract is made from these, so input the database cannot take (a NUL byte, a lone
 * UTF-16 surrogate, an id beyond a 32-bit integer, an update with nothing in it) is refused with a
 * clear 400 before it reaches a query. Their messages are the catalogue's `input.*` (decision 071).
 */

/** The largest id (and any whole number we store): PostgreSQL's `integer`, 2^31 - 1. */
export const INT_MAX = 2_147_483_647;
/** The bound on any text without a tighter one of its own. */
export const TEXT_MAX = 10_000;

/** A NUL, or a UTF-16 surrogate without its pair (UTF-8 and PostgreSQL cannot hold either). */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (s: string) => !UNSTORABLE.test(s);

type StringParams = Parameters<typeof z.string>[0];

/**
 * Text from a person: storable characters only, trimmed, at most TEXT_MAX characters. Chain
 * `.min()`/`.max()` for tighter bounds (they keep their own messages).
 */
export const text = (params?: StringParams) =>
  z
    .string(params)
    .refine(isStorableText, msg('input.badCharacters'))
    .trim()
    .max(TEXT_MAX, msg('input.tooLong', { max: TEXT_MAX }));

/** Like `text`, but kept exactly as typed (passwords, tokens, signatures): no trimming. */
export const rawText = (params?: StringParams) =>
  z
    .string(params)
    .refine(isStorableText, msg('input.badCharacters'))
    .max(TEXT_MAX, msg('input.tooLong', { max: TEXT_MAX }));

/** A calendar date, YYYY-MM-DD, that exists (not 2026-02-30). */
export const isoDate = (message: string = msg('input.date')) =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((d) => {
      const [y, m, day] = d.split('-').map(Number) as [number, number, number];
      const t = new Date(Date.UTC(y, m - 1, day));
      return y >= 1900 && t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === day;
    }, message);

/** A time of day, HH:MM or HH:MM:SS (00:00 to 23:59:59), answered as HH:MM:SS. */
export const clockTime = (message: string = msg('input.time')) =>
  text()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, message)
    .transform((t) => (t.length === 5 ? `${t}:00` : t));

type NumberParams = Parameters<typeof z.coerce.number>[0];

/** A whole number that fits an `integer` column, from JSON or from a path or query string. */
export const int = (params?: NumberParams) =>
  z.coerce
    .number(params ?? { error: msg('input.number') })
    .int(msg('input.wholeNumber'))
    .min(-INT_MAX, msg('input.number'))
    .max(INT_MAX, msg('input.number'));

/** A row id: 1 to 2^31 - 1, from JSON, a path parameter or a query string. */
export const id = (message: string = msg('input.id')) => z.coerce.number({ error: message }).int(message).min(1, message).max(INT_MAX, message);

/** `{ id }` path parameters. */
export const idParams = z.object({ id: id() });

/**
 * A partial update: every field optional, and one with nothing to change (`{}`) is refused with
 * a 400 that says so. `ignore` names fields that do not count as a change (an edit's scope).
 */
export function partialUpdate<S extends z.ZodObject>(schema: S, ignore: readonly string[] = []) {
  return schema.refine(
    (value: Record<string, unknown>) => Object.entries(value).some(([key, v]) => v !== undefined && !ignore.includes(key)),
    msg('input.emptyUpdate'),
  );
}

/**
 * The optional Spanish version of a staff-entered text (decision 066), edited beside the English:
 * empty or null clears it (readers of Spanish then see the English). The server stores '' as null.
 */
export const spanishText = (max: number) =>
  text()
    .max(max, msg('input.tooLong', { max: max }))
    .nullable()
    .optional();
