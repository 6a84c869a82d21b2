import type { Band } from '../../../common/analysis.ts';
import type { ProgressMeasure } from '../../../common/progress.ts';

/** The Monday (YYYY-MM-DD) of the week of a date (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/** Sessions per week for the `weeks` weeks ending with the week of `today`, oldest first (empty weeks count 0). */
export function sessionsPerWeek(sessionDates: readonly string[], today: string, weeks = 12): { week: string; sessions: number }[] {
  const last = new Date(`${mondayOf(today)}T00:00:00Z`);
  const out: { week: string; sessions: number }[] = [];
  for (let i = weeks - 1; i >= 0; i--) {
    const d = new Date(last);
    d.setUTCDate(d.getUTCDate() - 7 * i);
    out.push({ week: d.toISOString().slice(0, 10), sessions: 0 });
  }
  const index = new Map(out.map((w, i) => [w.week, i]));
  for (const date of sessionDates) {
    const i = index.get(mondayOf(date));
    if (i !== undefined) out[i]!.sessions++;
  }
  return out;
}

export interface MeasurePoint {
  mediaId: number;
  date: string;
  name: string;
  value: number;
}

/** Which way is better follows the band: above a floor is better, under a ceiling is better. */
export function betterOf(band: Band | null): 'higher' | 'lower' | null {
  if (!band) return null;
  if (band.min !== null && band.max === null) return 'higher';
  if (band.max !== null && band.min === null) return 'lower';
  return null;
}

/** One measure across uploads (points oldest first): best (by the band's direction), latest, change since the first. */
export function measureProgress(info: { key: string; label: string; unit: string; band: Band | null }, points: MeasurePoint[]): ProgressMeasure | null {
  if (!points.length) return null;
  const better = betterOf(info.band);
  const values = points.map((p) => p.value);
  const latest = values[values.length - 1]!;
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    ...info,
    better,
    points,
    best: better === 'higher' ? Math.max(...values) : better === 'lower' ? Math.min(...values) : null,
    latest,
    change: points.length > 1 ? round(latest - values[0]!) : null,
  };
}
