import type { Band } from '@common/analysis';
import { instantDateTime, instantMonthDay, monthDay } from '@/lib/i18n/format';
import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

/** "12°", "180 steps/min": the value with its unit as the analysis shows it. */
export const withUnit = (v: number, unit: string) => (/^[°%]/.test(unit) ? `${v}${unit}` : `${v} ${unit}`);

/** "+4.5°" / "-3°" / "0°" */
export const signed = (v: number, unit: string) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${withUnit(Math.abs(v), unit)}`;

/** "90° or more", "up to 20°", "1 cm – 2 cm", in the page's language. */
export function bandText(b: Band, unit: string, t: TFunction<'progress'>): string {
  if (b.min !== null && b.max !== null) return t('band.both', { min: withUnit(b.min, unit), max: withUnit(b.max, unit) });
  if (b.min !== null) return t('band.min', { min: withUnit(b.min, unit) });
  return t('band.max', { max: withUnit(b.max!, unit) });
}

/** A clip told apart from the others (issue 33): "drill.mp4 · Nov 23, 4:05 PM · Jump shot form" (the note cut at 40 characters). */
export function clipLabel(c: { name: string; date: string; note?: string | null }, lang: Language): string {
  const note = c.note?.trim();
  const short = note && note.length > 40 ? `${note.slice(0, 39)}…` : note;
  return [c.name, instantDateTime(c.date, lang), short].filter(Boolean).join(' · ');
}

/** "Nov 23" / "23 nov": a week's Monday (YYYY-MM-DD) as it is, an instant in the viewer's zone. */
export const shortDate = (iso: string, lang: Language) => (iso.length === 10 ? monthDay(iso, lang) : instantMonthDay(iso, lang));
