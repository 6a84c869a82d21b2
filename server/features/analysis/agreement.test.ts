import { describe, expect, it } from 'vitest';
import type { PoseTrack } from '../../../common/analysis.ts';
import { progressMeasures } from '../progress/measures.ts';
import { judgedOf, measureBand } from './bands.ts';
import { SERIES_INFO, type SeriesKey } from './measures/series.ts';
import type { Measures } from './measures/summary.ts';
import { MOVEMENT_OF } from './movement.ts';
import { storedValues, type StoredMeasures } from './report.ts';
import { applyRules, inBand, RULES, written, type Verdict } from './rules.ts';
import { noMeasures as none } from './test-fixtures.ts';
import { thresholdFor, type Profile } from './thresholds.ts';
import { trackIn } from './track.ts';

// Issue 33: the feedback's strengths and points to work on, the player's curves' bands and the
// progress page's healthy ranges read one judgement. Every measure of every profile goes through
// all three, on both sides of its target, on a clip and a photo, with and without the movement.

const PROFILES: Profile[] = ['speed', 'basketball', 'soccer', 'football', 'general'];

/** What makes each rule's movement visible to its gate (steps for running, the arm overhead for a shot, knees that moved for symmetry). */
const GATE: Partial<Measures> = { cadence: 175, shoulderElevationMax: 150, kneeRomLeft: 60, kneeRomRight: 50 };

/** The curves the player draws (the measures over time). */
const SERIES_OF: Partial<Record<string, SeriesKey[]>> = {
  trunkLeanMean: ['trunkLean'],
  kneeDrive: ['hipFlexionLeft', 'hipFlexionRight'],
  kneeFlexionMax: ['kneeFlexionLeft', 'kneeFlexionRight'],
};

const fullTrack: PoseTrack = {
  v: 1,
  model: 'blazepose',
  joints: [],
  bones: [],
  width: 480,
  height: 270,
  scale: 1000,
  sampleFps: 10,
  videoFps: 30,
  durationSeconds: 1,
  framesPerClipFrame: 0.333,
  t: [0],
  k: [null],
  // Stored bands as tracks before issue 33 had them: the profile's, judged or not.
  series: (Object.keys(SERIES_INFO) as SeriesKey[]).map((key) => ({
    key,
    label: SERIES_INFO[key].label,
    unit: SERIES_INFO[key].unit,
    band: { min: 0, max: 1, source: 'old' },
    v: [1],
  })),
};

function cases() {
  const out: { profile: Profile; rule: (typeof RULES)[number]; value: number; video: boolean; found: boolean }[] = [];
  for (const profile of PROFILES) {
    for (const rule of RULES) {
      const th = thresholdFor(rule.name, profile);
      if (!th) continue;
      for (const value of [th.value - 12, th.value - 0.4, th.value - 0.1, th.value, th.value + 0.1, th.value + 0.4, th.value + 12]) {
        for (const video of [true, false]) for (const found of [true, false]) out.push({ profile, rule, value: Math.round(value * 10) / 10, video, found });
      }
    }
  }
  return out;
}

describe('one judgement for the feedback, the player and the progress page', () => {
  it('judges each measure by at most one rule per profile', () => {
    for (const profile of PROFILES) {
      const measures = RULES.filter((r) => thresholdFor(r.name, profile)).map((r) => r.measure);
      expect(new Set(measures).size, profile).toBe(measures.length);
    }
  });

  it.each(
    cases().map((c) => [`${c.profile} ${c.rule.name} = ${c.value} (${c.video ? 'clip' : 'photo'}, movement ${c.found ? 'found' : 'not found'})`, c] as const),
  )('agrees on %s', (_name, c) => {
    const { profile, rule, value, video, found } = c;
    const m: Measures = { ...none, ...GATE, [rule.measure]: value };
    const findings = applyRules(m, profile, video, 'en', found);
    const stored: StoredMeasures = {
      profile,
      model: 'blazepose',
      framesAnalysed: 10,
      framesWithPerson: 10,
      secondsAnalysed: 1,
      sampleFps: 10,
      keyFrameSeconds: 0,
      values: storedValues(m, profile, { key: MOVEMENT_OF[profile], found }, findings.judged),
      movement: { key: MOVEMENT_OF[profile], found },
    };
    const judged = judgedOf(stored, video);
    const track = trackIn(fullTrack, 'en', judged);
    const progress = progressMeasures([{ mediaId: 1, date: new Date('2026-11-01T10:00:00Z'), name: 'clip.mp4', video, measures: stored }], profile, 'en');

    for (const r of RULES) {
      const th = thresholdFor(r.name, profile);
      if (!th || m[r.measure] === null) continue;
      const verdict: Verdict | undefined = findings.judged.find((j) => j.rule === r.name);
      const v = m[r.measure]!;
      const say = r.say.en;
      const label = `${r.name}=${v}`;
      // 1. The feedback: a strength when met, a point to work on when missed, nothing when not judged.
      const strength = say.met(written(v, th.value), th.value, m);
      const improvement = say.missed(written(v, th.value), th.value, m);
      expect(findings.strengths.includes(strength), label).toBe(verdict?.met === true);
      expect(findings.improvements.includes(improvement), label).toBe(verdict?.met === false);
      if (!found) expect(verdict, label).toBeUndefined();
      if (verdict) expect(inBand(v, verdict.band), label).toBe(verdict.met);
      // The stored value carries the same verdict.
      const storedValue = stored.values.find((x) => x.key === r.measure);
      expect(storedValue?.band ?? null, label).toEqual(verdict?.band ?? null);
      expect(storedValue?.met ?? null, label).toBe(verdict?.met ?? null);
      // 2. The player: the curves of the measure show the judged band, and no band when not judged.
      for (const key of SERIES_OF[r.measure] ?? []) {
        const band = track.series.find((s) => s.key === key)!.band;
        expect(band, `${label} ${key}`).toEqual(verdict?.band ?? null);
        if (band) expect(inBand(v, band), `${label} ${key}`).toBe(verdict!.met);
      }
      // 3. The progress page: under a healthy range only a judged value, in it exactly when met.
      const shown = progress.find((p) => p.key === r.measure);
      if (verdict) {
        expect(shown?.band, label).toEqual(verdict.band);
        expect(inBand(shown!.latest, shown!.band!), label).toBe(verdict.met);
      } else if (measureBand(r.measure, profile)) {
        expect(shown, label).toBeUndefined();
      }
    }
    // An analysis stored before issue 33 (no movement, no verdicts) is judged again the way its feedback was written.
    if (found) {
      const old = { ...stored, movement: undefined, values: stored.values.map(({ band: _b, met: _m, ...rest }) => rest) };
      expect(judgedOf(old, video)).toEqual(judged);
    }
  });
});
