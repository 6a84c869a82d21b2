/**
 * The message catalogue's building blocks (decision 071). A message is an id ("auth.required")
 * with its wording in English and Spanish; a message with figures or names in it words both as
 * functions of the same params. Each feature's messages live in their own file beside this one.
 */
export type MessageLanguage = 'en' | 'es';

/** One message: both wordings, plain or made from params (the same params for both). */
export type Entry = { en: string; es: string } | { en: (params: never) => string; es: (params: never) => string };

/** A feature's messages. `satisfies`-style checking: an entry without Spanish does not compile. */
export function defineMessages<const T extends Record<string, Entry>>(entries: T & { [K in keyof T]: EntryShape<T[K]> }): T {
  return entries;
}

/** A function entry's two wordings take the same params; a plain one is two strings. */
type EntryShape<E> = E extends { en: (params: infer P) => string } ? { en: (params: P) => string; es: (params: P) => string } : { en: string; es: string };

/** A facility-local day ("2026-03-02") in full, for a message's wording: "Monday, March 2, 2026" / "lunes, 2 de marzo de 2026". */
export const longDateOf = (date: string, lang: MessageLanguage) =>
  new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
