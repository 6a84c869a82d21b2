import type { Language } from './language.ts';

/** The locale used for a language: US English, and Spanish as written in the United States. */
export const localeOf = (lang: Language) => (lang === 'es' ? 'es-US' : 'en-US');

/** A facility-local day ("2026-03-02") in full: "Monday, March 2, 2026" / "lunes, 2 de marzo de 2026". */
export const longDateIn = (date: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** A facility-local day, short (texts): "Mon, Mar 2" / "lun, 2 mar". */
export const shortDateIn = (date: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** A facility wall-clock time ("17:30:00"): "5:30 PM" / "5:30 p.m.". */
export function timeIn(time: string, lang: Language): string {
  const [h = 12, m = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(localeOf(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, h, m));
}

/** A time after a date: "at 5:30 PM" / "a las 5:30 p.m." ("a la 1:00 p.m." at one o'clock). */
export function atTimeIn(time: string, lang: Language): string {
  if (lang === 'en') return `at ${timeIn(time, lang)}`;
  return `${Number(time.split(':')[0]) % 12 === 1 ? 'a la' : 'a las'} ${timeIn(time, lang)}`;
}

/** Dollars: "$45.00" / "US$45.00" reads oddly, so both show "$45.00" with the language's separators. */
export const moneyIn = (dollars: number, lang: Language) =>
  new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(dollars);

/** An instant's day in the facility's time zone, in full: "Monday, March 2, 2026" / "lunes, 2 de marzo de 2026". */
export const instantDateIn = (at: Date, tz: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: tz }).format(at);

/** An instant's clock time in the facility's time zone: "5:30 PM" / "5:30 p.m.". */
export function clockIn(at: Date, tz: string, lang: Language): string {
  const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return timeIn(`${hhmm}:00`, lang);
}
