import { CATALOGUE } from '../../../common/messages/index.ts';

/**
 * The Spanish of English stored before it was worded by id (decision 071): every message the server
 * throws or answers is a catalogue reference (common/messages/), worded by its id in the request's
 * language; what is left in English is text kept in rows (a payment's failure message, written as
 * `en(id)`), and this finds its Spanish through the catalogue's English. Any other text (zod's own
 * wording, a developer-only answer) is given back as it is.
 */
let storedEnglish: Map<string, string> | undefined;

export function toSpanish(message: string): string {
  storedEnglish ??= new Map(
    Object.values(CATALOGUE).flatMap((feature) =>
      Object.values(feature as Record<string, { en: unknown; es: unknown }>).flatMap((e) =>
        typeof e.en === 'string' && typeof e.es === 'string' ? [[e.en, e.es] as const] : [],
      ),
    ),
  );
  return storedEnglish.get(message) ?? message;
}
