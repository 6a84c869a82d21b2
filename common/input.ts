import { z } from 'zod';

/**
 * The building blocks for everything a request carries (decision 021): every text, id and partial
 * update in the contract is made from these, so input the database cannot take (a NUL byte, a lone
 * UTF-16 surrogate, an id beyond a 32-bit integer, an update with nothing in it) is refused with a
 * clear 400 before it reaches a query.
 */
export const INPUT_MESSAGES = {
  badCharacters: 'This text contains characters that are not allowed. Please remove them and try again.',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  id: 'This id is not valid. Please check the link and try again.',
  number: 'Please enter a number.',
  wholeNumber: 'Please enter a whole number.',
  emptyUpdate: 'Nothing to change: send at least one field to update.',
  date: 'Use a date like 2026-12-01',
  time: 'Use a time like 07:00',
} as const;

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
  z.string(params).refine(isStorableText, INPUT_MESSAGES.badCharacters).trim().max(TEXT_MAX, INPUT_MESSAGES.tooLong(TEXT_MAX));

/** Like `text`, but kept exactly as typed (passwords, tokens, signatures): no trimming. */
export const rawText = (params?: StringParams) =>
  z.string(params).refine(isStorableText, INPUT_MESSAGES.badCharacters).max(TEXT_MAX, INPUT_MESSAGES.tooLong(TEXT_MAX));

/** A calendar date, YYYY-MM-DD, that exists (not 2026-02-30). */
export const isoDate = (message: string = INPUT_MESSAGES.date) =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((d) => {
      const [y, m, day] = d.split('-').map(Number) as [number, number, number];
      const t = new Date(Date.UTC(y, m - 1, day));
      return y >= 1900 && t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === day;
    }, message);

/** A time of day, HH:MM or HH:MM:SS (00:00 to 23:59:59), answered as HH:MM:SS. */
export const clockTime = (message: string = INPUT_MESSAGES.time) =>
  text()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, message)
    .transform((t) => (t.length === 5 ? `${t}:00` : t));

type NumberParams = Parameters<typeof z.coerce.number>[0];

/** A whole number that fits an `integer` column, from JSON or from a path or query string. */
export const int = (params?: NumberParams) =>
  z.coerce
    .number(params ?? { error: INPUT_MESSAGES.number })
    .int(INPUT_MESSAGES.wholeNumber)
    .min(-INT_MAX, INPUT_MESSAGES.number)
    .max(INT_MAX, INPUT_MESSAGES.number);

/** A row id: 1 to 2^31 - 1, from JSON, a path parameter or a query string. */
export const id = (message: string = INPUT_MESSAGES.id) => z.coerce.number({ error: message }).int(message).min(1, message).max(INT_MAX, message);

/** `{ id }` path parameters. */
export const idParams = z.object({ id: id() });

/**
 * A partial update: every field optional, and one with nothing to change (`{}`) is refused with
 * a 400 that says so. `ignore` names fields that do not count as a change (an edit's scope).
 */
export function partialUpdate<S extends z.ZodObject>(schema: S, ignore: readonly string[] = []) {
  return schema.refine(
    (value: Record<string, unknown>) => Object.entries(value).some(([key, v]) => v !== undefined && !ignore.includes(key)),
    INPUT_MESSAGES.emptyUpdate,
  );
}

/**
 * The optional Spanish version of a staff-entered text (decision 066), edited beside the English:
 * empty or null clears it (readers of Spanish then see the English). The server stores '' as null.
 */
export const spanishText = (max: number) => text().max(max, INPUT_MESSAGES.tooLong(max)).nullable().optional();
