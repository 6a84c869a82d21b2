import type { Band } from '../../../common/review.ts';
import type { SeriesKey } from './measures/series.ts';
import { RULES } from './rules.ts';
import { thresholdFor, type Profile, type RuleName } from './thresholds.ts';

/** A rule's threshold as a band: a minimum is the band's floor, a maximum its ceiling. */
function bandOf(rule: RuleName, profile: Profile): Band | null {
  const th = thresholdFor(rule, profile);
  if (!th) return null;
  return th.kind === 'min' ? { min: th.value, max: null, source: th.source } : { min: null, max: th.value, source: th.source };
}

/** The healthy band of a clip's measure (a key of the summary) for a sport profile, from the rule that judges it. */
export function measureBand(key: string, profile: Profile): Band | null {
  for (const rule of RULES) {
    if (rule.measure !== key) continue;
    const band = bandOf(rule.name, profile);
    if (band) return band;
  }
  return null;
}

/**
 * The band drawn under a per-frame curve: the rule of the clip measure the curve leads to (trunk lean
 * for trunk lean; the knee-drive target for hip flexion, which the peaks should reach; the knee bend
 * of a shot or a stance for knee flexion). Elbows have none per frame.
 */
const SERIES_RULES: Record<SeriesKey, RuleName[]> = {
  trunkLean: ['trunkLean'],
  hipFlexionLeft: ['kneeDrive'],
  hipFlexionRight: ['kneeDrive'],
  kneeFlexionLeft: ['shotKneeBend', 'stanceKneeBend'],
  kneeFlexionRight: ['shotKneeBend', 'stanceKneeBend'],
  elbowFlexionLeft: [],
  elbowFlexionRight: [],
};

export function seriesBand(key: SeriesKey, profile: Profile): Band | null {
  for (const rule of SERIES_RULES[key]) {
    const band = bandOf(rule, profile);
    if (band) return band;
  }
  return null;
}
