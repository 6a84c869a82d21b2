import type { Band } from '@common/review';

/** "12°", "180 steps/min": the value with its unit as the analysis shows it. */
export const withUnit = (v: number, unit: string) => (/^[°%]/.test(unit) ? `${v}${unit}` : `${v} ${unit}`);

/** "+4.5°" / "-3°" / "0°" */
export const signed = (v: number, unit: string) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${withUnit(Math.abs(v), unit)}`;

export function bandText(b: Band, unit: string): string {
  if (b.min !== null && b.max !== null) return `${withUnit(b.min, unit)} – ${withUnit(b.max, unit)}`;
  if (b.min !== null) return `${withUnit(b.min, unit)} or more`;
  return `up to ${withUnit(b.max!, unit)}`;
}

/** "Nov 23" in the viewer's locale. */
export const shortDate = (iso: string) => new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
