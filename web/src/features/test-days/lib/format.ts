import type { MeasurementTest, TestUnit } from '@common/test-days';
import type { Language } from '@/lib/i18n/language';
import { localeOf } from '@/lib/i18n/format';

/** Decimals shown per unit: hundredths of a second, tenths of a centimetre, whole repetitions. */
const DECIMALS: Record<TestUnit, number> = { s: 2, cm: 1, m: 2, kg: 1, reps: 0 };

/** A value in its unit's precision, in the reader's language ("45.5", "5.10": times always in hundredths). */
export const formatValue = (value: number, unit: TestUnit, lang: Language) =>
  new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: DECIMALS[unit], minimumFractionDigits: unit === 's' ? DECIMALS.s : 0 }).format(value);

/** A signed change ("+2.5", "−0.08"). */
export const formatChange = (value: number, unit: TestUnit, lang: Language) =>
  new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: DECIMALS[unit], signDisplay: 'exceptZero' }).format(value);

/** The test's name in the reader's language (English when staff gave no Spanish). */
export const testName = (test: Pick<MeasurementTest, 'name' | 'nameEs'>, lang: Language) => (lang === 'es' && test.nameEs ? test.nameEs : test.name);

/** A typed attempt ("45,5" or "45.5") as a number; null when empty, NaN when not a number. */
export function parseAttempt(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

const ORDINAL_EN: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** A percentile as people say it: "58th", "21st" in English; the number alone in Spanish ("percentil 58"). */
export const percentileWord = (n: number, lang: Language) =>
  lang === 'en' ? `${n}${ORDINAL_EN[new Intl.PluralRules('en-US', { type: 'ordinal' }).select(n)]}` : String(n);
