import type { ProgressMeasure } from '../../../common/progress.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { judgedOf, measureBand } from '../analysis/bands.ts';
import { measureLabel, unitIn } from '../analysis/measures/summary.ts';
import type { StoredMeasures } from '../analysis/report.ts';
import type { Profile } from '../analysis/thresholds.ts';
import { measureProgress, type MeasurePoint } from './compute.ts';

/** One finished analysis of the athlete's, oldest first. */
export interface AnalysedUpload {
  mediaId: number;
  date: Date;
  name: string;
  video: boolean;
  measures: StoredMeasures | null;
}

const sameBand = (a: { min: number | null; max: number | null }, b: { min: number | null; max: number | null }) => a.min === b.min && a.max === b.max;

/**
 * Each measure across the athlete's analyses, with the profile's healthy band (issue 33: the same
 * judgement as the feedback). Under a band only the analyses that judged the measure against that
 * band are plotted: a clip without the movement (a still clip for a shooter), one whose gate was
 * not met (symmetry of knees that hardly moved) or one judged for another sport does not put a
 * point the feedback never judged against a range it would seem to miss. A measure the profile does
 * not judge is plotted as measured, with no band.
 */
export function progressMeasures(analysed: readonly AnalysedUpload[], profile: Profile, lang: Language): ProgressMeasure[] {
  const byKey = new Map<string, { label: string; unit: string; points: MeasurePoint[] }>();
  for (const a of analysed) {
    const judged = judgedOf(a.measures, a.video);
    for (const v of a.measures?.values ?? []) {
      const band = measureBand(v.key, profile);
      const verdict = judged.get(v.key);
      if (band && !(verdict && sameBand(verdict.band, band))) continue;
      const entry = byKey.get(v.key) ?? { label: measureLabel(v.key, v.label, lang), unit: unitIn(v.unit, lang), points: [] };
      entry.points.push({ mediaId: a.mediaId, date: a.date.toISOString(), name: a.name, value: v.value });
      byKey.set(v.key, entry);
    }
  }
  return (
    [...byKey.entries()]
      .map(([key, e]) => measureProgress({ key, label: e.label, unit: e.unit, band: measureBand(key, profile) }, e.points))
      .filter((m): m is ProgressMeasure => m !== null)
      // Measures the sport judges (with a band) first, then by how often they were measured.
      .sort((a, b) => Number(b.band !== null) - Number(a.band !== null) || b.points.length - a.points.length)
  );
}
