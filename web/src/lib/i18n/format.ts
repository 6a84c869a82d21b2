import type { Language } from './language';

/**
 * Dates, times, numbers and money for the language (Intl). Session dates are facility-local days
 * and times are the facility's wall clock, so they are formatted as written (at UTC), never moved
 * into the browser's zone.
 */
export const localeOf = (lang: Language) => (lang === 'es' ? 'es-US' : 'en-US');
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);
const cache = new Map<string, Intl.DateTimeFormat>();
const dates = (lang: Language, options: Intl.DateTimeFormatOptions) => {
  const key = lang + JSON.stringify(options);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' })));
  return f;
};

/** "Monday, March 2, 2026" / "lunes, 2 de marzo de 2026". */
export const longDay = (day: string, lang: Language) => dates(lang, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(atNoon(day));
/** "Mon, Mar 2" / "lun, 2 mar". */
export const shortDay = (day: string, lang: Language) => dates(lang, { weekday: 'short', month: 'short', day: 'numeric' }).format(atNoon(day));
/** "Mon" / "lun". */
export const weekdayShort = (day: string, lang: Language) => dates(lang, { weekday: 'short' }).format(atNoon(day));
/** "December 1" / "1 de diciembre". */
export const monthAndDay = (day: string, lang: Language) => dates(lang, { month: 'long', day: 'numeric' }).format(atNoon(day));
/** "2". */
export const dayOfMonth = (day: string, lang: Language) => dates(lang, { day: 'numeric' }).format(atNoon(day));

/** A wall-clock time ("17:30:00"): "5:30 PM" / "5:30 p.m."; null when missing or unreadable. */
export function wallTime(time: string | null | undefined, lang: Language): string | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(time?.trim() ?? '');
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return dates(lang, { hour: 'numeric', minute: '2-digit' }).format(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
}

/** Dollars with 2 decimals: "$45.00" in both languages (Spanish separators where they differ). */
export const money = (dollars: number, lang: Language) =>
  new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).format(dollars);

export const count = (n: number, lang: Language) => new Intl.NumberFormat(localeOf(lang)).format(n);

/** "Monday" / "lunes": the weekday of a facility day. */
export const weekdayLong = (day: string, lang: Language) => dates(lang, { weekday: 'long' }).format(atNoon(day));

/** An instant (ISO timestamp) as a date in the browser's zone: "Mar 2, 2026" / "2 mar 2026". */
export const instantDate = (at: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(at));

/** An instant with its time in the browser's zone: "Mar 2, 2026 5:30 PM" / "2 mar 2026 5:30 p.m.". */
export const instantDateTime = (at: string, lang: Language) =>
  `${instantDate(at, lang)} ${new Intl.DateTimeFormat(localeOf(lang), { hour: 'numeric', minute: '2-digit' }).format(new Date(at))}`;

/**
 * An instant with its time in a given zone, naming the zone: "Mar 2, 2026, 5:30 PM EST" /
 * "2 mar 2026, 5:30 p.m. EST" (issue 34: staff may read the audit from anywhere; times are the facility's).
 */
export const instantDateTimeIn = (at: string, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(at));

/** "Mar 2" / "2 mar": a facility day without its weekday and year (chart axes). */
export const monthDay = (day: string, lang: Language) => dates(lang, { month: 'short', day: 'numeric' }).format(atNoon(day));

/** "Mar 2" / "2 mar": an instant (ISO timestamp) as a day of the browser's zone, without the year. */
export const instantMonthDay = (at: string, lang: Language) => new Intl.DateTimeFormat(localeOf(lang), { month: 'short', day: 'numeric' }).format(new Date(at));

/** "April 6, 2026" / "6 de abril de 2026": an instant (ISO timestamp) as a date of the browser's zone, month in full. */
export const instantLongDate = (at: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(at));

/** "Apr 6, 9:30 PM" / "6 abr, 9:30 p.m.": an instant as a day and time of the browser's zone, without the year. */
export const instantDayTime = (at: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(at));

/** An instant's day in a given zone (the facility's, on receipts): "Monday, March 2, 2026" / "lunes, 2 de marzo de 2026". */
export const instantLongDayIn = (at: string, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(at));

/** An instant as a day and time in a given zone (the facility's): "Mon, Mar 2, 5:30 PM" / "lun, 2 mar, 5:30 p.m.". */
export const instantDayTimeIn = (at: string, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(at),
  );

/** An instant's day in a given zone, short: "Mar 2, 2026" / "2 mar 2026". */
export const instantDateIn = (at: string, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(new Date(at));

/** A calendar month, YYYY-MM, as "November 2026" / "noviembre de 2026". */
export const monthYear = (month: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));

/** An instant's time of day in a given zone (the facility's): "5:30 PM" / "5:30 p.m.". */
export const instantTimeIn = (at: string, timeZone: string, lang: Language) =>
  new Intl.DateTimeFormat(localeOf(lang), { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(at));
