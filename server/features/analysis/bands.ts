import type { AnalysisMeasures, Band } from '../../../common/analysis.ts';
import type { SeriesKey } from './measures/series.ts';
import type { MeasureKey, Measures } from './measures/summary.ts';
import { bandOf, judge, RULES } from './rules.ts';
import { thresholdFor, type Profile } from './thresholds.ts';
import { MEASURE_INFO } from '../../../common/measures.ts';

/**
 * The healthy band of a measure (a key of the summary) for a sport profile: the band of the rule
 * that judges it (one rule per measure and profile, checked by the agreement test), else none.
 */
export function measureBand(key: string, profile: Profile): Band | null {
  for (const rule of RULES) {
    if (rule.measure !== key) continue;
    const th = thresholdFor(rule.name, profile);
    if (th) return bandOf(th);
  }
  return null;
}

/** What a stored analysis judged: each judged measure's band and whether it was met. */
export type Judged = Map<string, { band: Band; met: boolean }>;

/** The stored values as the measures record the rules read (a measure not stored is null). */
export function measuresOf(values: AnalysisMeasures['values']): Measures {
  const m = Object.fromEntries(Object.keys(MEASURE_INFO).map((k) => [k, null])) as unknown as Measures;
  for (const v of values) if (Object.hasOwn(MEASURE_INFO, v.key)) m[v.key as MeasureKey] = v.value;
  return m;
}

/**
 * What a stored analysis judged, read the same way everywhere. Analyses since issue 33 store each
 * value's verdict (`met`, `band`); older ones are judged again from their stored values by the same
 * rules (their movement was never checked, so as their feedback was written then).
 */
export function judgedOf(measures: (Pick<AnalysisMeasures, 'profile' | 'values'> & { movement?: unknown }) | null, video: boolean): Judged {
  const out: Judged = new Map();
  if (!measures) return out;
  if (measures.movement) {
    for (const v of measures.values) if (v.band && typeof v.met === 'boolean') out.set(v.key, { band: v.band, met: v.met });
    return out;
  }
  const profile = measures.profile as Profile;
  for (const j of judge(measuresOf(measures.values), profile, video)) out.set(j.measure, { band: j.band, met: j.met });
  return out;
}

/**
 * The clip measure a per-frame curve leads to: trunk lean to the mean trunk lean; hip flexion to the
 * knee drive (its peak); knee flexion to the peak knee bend (of a shot or a stance). Elbows have none
 * per frame. A curve shows a band only when the clip judged that measure.
 */
const SERIES_MEASURE: Record<SeriesKey, MeasureKey | null> = {
  trunkLean: 'trunkLeanMean',
  hipFlexionLeft: 'kneeDrive',
  hipFlexionRight: 'kneeDrive',
  kneeFlexionLeft: 'kneeFlexionMax',
  kneeFlexionRight: 'kneeFlexionMax',
  elbowFlexionLeft: null,
  elbowFlexionRight: null,
};

export function seriesBand(key: SeriesKey, judged: Judged): Band | null {
  const measure = SERIES_MEASURE[key];
  return (measure && judged.get(measure)?.band) ?? null;
}
