import type { AnalysisMeasures } from '../../../common/analysis.ts';
import { MEASURE_INFO, rounded, summarise, type MeasureKey, type Measures } from './measures/summary.ts';
import { round, type PoseFrame } from './measures/types.ts';
import { viewFactor } from './measures/view.ts';
import { applyRules } from './rules.ts';
import { DETECTION, PROFILE_LABEL, type Profile } from './thresholds.ts';

export type ModelName = 'blazepose' | 'movenet';
export const MODEL_LABEL: Record<ModelName, string> = { blazepose: 'BlazePose (full)', movenet: 'MoveNet (Lightning)' };

/** What the pose model saw in a photo or clip. */
export interface Observation {
  kind: 'video' | 'image';
  model: ModelName;
  framesAnalysed: number;
  /** Frames with a person, with their usable keypoints. */
  poses: PoseFrame[];
  /** Mean over frames with a person of the mean score of the 12 body keypoints (0-1). */
  meanKeypointScore: number | null;
  sampleFps: number;
  /** Seconds covered by the analysed frames (0 for a photo) and the clip's full length. */
  secondsAnalysed: number;
  durationSeconds: number | null;
  /** Mean brightness of the analysed frames, 0-255. */
  meanLuma: number | null;
  keyFrameSeconds: number | null;
  /** Why nothing could be analysed, when so. */
  problem?: 'unreadable' | 'too-short';
}

export interface Report {
  confidence: number;
  feedback: string;
  strengths: string[];
  improvements: string[];
  recommendations: string[];
  tags: string[];
  measures: AnalysisMeasures;
  values: Measures | null;
}

const PROFILE_TAG: Record<Profile, string> = {
  speed: 'speed-agility',
  basketball: 'basketball',
  soccer: 'soccer',
  football: 'football',
  general: 'general',
};

/** The measures shown first in the summary line, per profile. */
const HEADLINE: Record<Profile, MeasureKey[]> = {
  speed: ['cadence', 'groundContactMs', 'kneeDrive', 'trunkLeanMean'],
  basketball: ['kneeFlexionMax', 'elbowFlexionMax', 'elbowFlexionMin', 'jumpHeightCm'],
  soccer: ['kneeDrive', 'cadence', 'trunkLeanMean', 'kneeAsymmetry'],
  football: ['kneeDrive', 'trunkLeanMean', 'kneeFlexionMax', 'jumpHeightCm'],
  general: ['trunkLeanMean', 'kneeFlexionMax', 'kneeAsymmetry', 'swayPct'],
};

/** Measures that only mean something in one sport's movement: the shooting arm's, for basketball. */
const ONLY_FOR: Partial<Record<MeasureKey, Profile>> = {
  elbowRom: 'basketball',
  elbowFlexionMin: 'basketball',
  elbowFlexionMax: 'basketball',
};

const FILMING_TIP = 'For an analysis, film the whole body from the side in good light, holding the camera still, for 5-10 seconds.';

const fmt = (key: MeasureKey, v: number) => {
  const unit = MEASURE_INFO[key].unit;
  return `${MEASURE_INFO[key].label.toLowerCase()} ${round(v, unit === 'ms' ? 0 : key === 'cadence' ? 0 : 1)}${unit === '°' || unit === '%' ? unit : ` ${unit}`}`;
};

/**
 * Confidence: the share of analysed frames with a person times their mean keypoint score, so a
 * clip where the athlete is half the time out of frame, or blurred, scores lower; times the view's
 * factor, so an athlete filmed from the front, whose joint angles the image foreshortens, scores
 * lower too (measures/view.ts; the keypoint scores alone did not predict the angle errors on the
 * accuracy set, docs/accuracy.md).
 */
export function confidenceOf(o: Observation): number {
  if (!o.framesAnalysed || !o.poses.length || o.meanKeypointScore === null) return 0;
  return round((o.poses.length / o.framesAnalysed) * o.meanKeypointScore * viewFactor(o.poses), 2);
}

/** Turns an observation into the feedback record's content: honest when nothing was seen. */
export function buildReport(o: Observation, profile: Profile): Report {
  const what = o.kind === 'video' ? 'video' : 'photo';
  const base: AnalysisMeasures = {
    profile,
    model: o.model,
    framesAnalysed: o.framesAnalysed,
    framesWithPerson: o.poses.length,
    secondsAnalysed: round(o.secondsAnalysed, 1),
    sampleFps: o.sampleFps,
    keyFrameSeconds: o.keyFrameSeconds === null ? null : round(o.keyFrameSeconds, 2),
    values: [],
  };
  const typeTag = o.kind === 'video' ? 'video-analysis' : 'photo-analysis';
  const empty = (feedback: string, tag: string): Report => ({
    confidence: 0,
    feedback,
    strengths: [],
    improvements: [],
    recommendations: [FILMING_TIP],
    tags: [typeTag, tag],
    measures: base,
    values: null,
  });

  if (o.problem === 'unreadable') return empty(`This ${what} could not be read, so it was not analysed. Please upload it again or choose another file.`, 'unreadable');
  if (o.problem === 'too-short') {
    return empty(`This video is too short to analyse (${round(o.durationSeconds ?? 0, 1)} s; at least ${DETECTION.minVideoSeconds} s is needed to see a movement).`, 'too-short');
  }
  if (!o.poses.length) {
    const dark = o.meanLuma !== null && o.meanLuma < DETECTION.darkMeanLuma;
    const lead = o.kind === 'video' ? 'No athlete was detected in this video' : 'No athlete was detected in this photo';
    const why = dark ? ` It is very dark (mean brightness ${Math.round(o.meanLuma!)} of 255), which hides the body.` : '';
    return empty(`${lead} (${o.framesAnalysed} frame${o.framesAnalysed === 1 ? '' : 's'} checked by ${MODEL_LABEL[o.model]}).${why} No feedback was made up.`, dark ? 'too-dark' : 'no-person');
  }

  const confidence = confidenceOf(o);
  const coverage = o.poses.length / o.framesAnalysed;
  const seen =
    o.kind === 'video'
      ? `${MODEL_LABEL[o.model]} found the athlete in ${o.poses.length} of ${o.framesAnalysed} frames (${Math.round(coverage * 100)}%) over ${round(o.secondsAnalysed, 1)} s of video`
      : `${MODEL_LABEL[o.model]} found the athlete in the photo`;
  if (o.kind === 'video' && coverage < DETECTION.minCoverage) {
    const r = empty(`${seen}: too few frames to measure the movement reliably, so no movement feedback is given.`, 'low-coverage');
    return { ...r, confidence };
  }

  const values = rounded(summarise(o.poses, o.kind === 'video'));
  const findings = applyRules(values, profile, o.kind === 'video');
  // Shown: what was measured and means something for this sport (a sprinter's "shooting arm" does not).
  base.values = (Object.keys(values) as MeasureKey[])
    .filter((k) => values[k] !== null && (ONLY_FOR[k] === undefined || ONLY_FOR[k] === profile))
    .map((k) => ({ key: k, label: MEASURE_INFO[k].label, value: values[k]!, unit: MEASURE_INFO[k].unit }));
  const headline = HEADLINE[profile].filter((k) => values[k] !== null).map((k) => fmt(k, values[k]!));
  const parts = [`${seen}, analysed for ${PROFILE_LABEL[profile]}.`];
  if (headline.length) parts.push(`Measured: ${headline.join(', ')}.`);
  if (findings.judged.length) {
    const s = findings.strengths.length;
    const i = findings.improvements.length;
    parts.push(`${s} strength${s === 1 ? '' : 's'} and ${i} point${i === 1 ? '' : 's'} to work on against the ${PROFILE_LABEL[profile]} targets.`);
  } else {
    parts.push(
      o.kind === 'video'
        ? `The ${PROFILE_LABEL[profile]} checks need joints that were not seen clearly enough; no targets were judged.`
        : `A photo shows one moment, so only posture is judged here; upload a video for the ${PROFILE_LABEL[profile]} movement checks.`,
    );
  }
  return {
    confidence,
    feedback: parts.join(' '),
    strengths: findings.strengths,
    improvements: findings.improvements,
    recommendations: findings.recommendations,
    tags: [typeTag, PROFILE_TAG[profile], ...findings.tags],
    measures: base,
    values,
  };
}
