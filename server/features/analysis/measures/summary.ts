import { labelIn, MEASURE_INFO } from '../../../../common/measures.ts';
import type { Language } from '../../../platform/i18n/language.ts';
import { MEASURING } from '../thresholds.ts';
import { asymmetry, facing, jointAngles, rangeOfMotion, trunkLean } from './angles.ts';
import { cadence, groundContact, jump } from './gait.ts';
import { hipSway } from './stability.ts';
import { mean, round, SIDES, type PoseFrame, type Side } from './types.ts';

/**
 * Every measure of a clip or photo; null when the keypoints it needs were not seen (often enough).
 * Their names and units, in both languages, are in common/measures.ts (the web shows them too).
 */
export interface Measures {
  /** Peak hip flexion (knee drive), degrees. */
  kneeDrive: number | null;
  kneeDriveLeft: number | null;
  kneeDriveRight: number | null;
  /** Peak knee flexion, degrees. */
  kneeFlexionMax: number | null;
  kneeFlexionLeft: number | null;
  kneeFlexionRight: number | null;
  /** Ranges of motion over the clip, degrees (videos). */
  kneeRomLeft: number | null;
  kneeRomRight: number | null;
  hipRomLeft: number | null;
  hipRomRight: number | null;
  elbowRom: number | null;
  /** The shooting (higher-reaching) arm's elbow flexion: smallest (release) and largest (set point), degrees. */
  elbowFlexionMin: number | null;
  elbowFlexionMax: number | null;
  shoulderElevationMax: number | null;
  trunkLeanMean: number | null;
  trunkLeanMax: number | null;
  /** Left-right asymmetry of the knees' and hips' ranges of motion, per cent (videos). */
  kneeAsymmetry: number | null;
  hipAsymmetry: number | null;
  cadence: number | null;
  groundContactMs: number | null;
  jumpHeightCm: number | null;
  hipRiseCm: number | null;
  flightMs: number | null;
  swayPct: number | null;
}
export type MeasureKey = keyof Measures;

/** A measure's name in a language (a key this version does not know keeps the stored name). */
export const measureLabel = (key: string, stored: string, lang: Language) => labelIn(MEASURE_INFO, key, stored, lang);

/** A unit in a language: only "steps/min" has words; degrees, per cent, ms and cm are the same in Spanish. */
export const unitIn = (unit: string, lang: Language) => (lang === 'es' && unit === 'steps/min' ? 'pasos/min' : unit);

const maxOf = (values: (number | null)[]) => {
  const v = values.filter((x): x is number => x !== null);
  return v.length ? Math.max(...v) : null;
};
const minOf = (values: (number | null)[]) => {
  const v = values.filter((x): x is number => x !== null);
  return v.length ? Math.min(...v) : null;
};

/** The arm whose wrist reaches highest in the image (the shooting or throwing arm). */
function leadArm(frames: readonly PoseFrame[]): Side | null {
  const top = (s: Side) => minOf(frames.map((f) => f.keypoints[`${s}_wrist`]?.y ?? null));
  const l = top('left');
  const r = top('right');
  if (l === null && r === null) return null;
  if (l === null) return 'right';
  if (r === null) return 'left';
  return l <= r ? 'left' : 'right';
}

/**
 * All measures from the frames in which a person was found. `video` adds the measures over time
 * (ranges of motion, cadence, ground contact, jump, sway); a photo gets the angles of its one pose.
 */
export function summarise(frames: readonly PoseFrame[], video: boolean): Measures {
  const faces = facing(frames);
  const angles = { left: frames.map((f) => jointAngles(f, 'left', faces)), right: frames.map((f) => jointAngles(f, 'right', faces)) };
  const series = (side: Side, k: keyof (typeof angles)['left'][number]) => angles[side].map((a) => a[k]);
  const lean = frames.map(trunkLean);
  const arm = leadArm(frames);
  const elbow = arm ? series(arm, 'elbowFlexion') : [];

  const kneeDriveLeft = maxOf(series('left', 'hipFlexion'));
  const kneeDriveRight = maxOf(series('right', 'hipFlexion'));
  const kneeFlexionLeft = maxOf(series('left', 'kneeFlexion'));
  const kneeFlexionRight = maxOf(series('right', 'kneeFlexion'));
  // Both sides seen through most of the clip, or no symmetry (MEASURING.symmetryMinSideCoverage).
  const seenEnough = (k: 'kneeFlexion' | 'hipFlexion') =>
    SIDES.every((s) => series(s, k).filter((v) => v !== null).length >= MEASURING.symmetryMinSideCoverage * frames.length);
  const kneeRomLeft = video ? rangeOfMotion(series('left', 'kneeFlexion')) : null;
  const kneeRomRight = video ? rangeOfMotion(series('right', 'kneeFlexion')) : null;
  const hipRomLeft = video ? rangeOfMotion(series('left', 'hipFlexion')) : null;
  const hipRomRight = video ? rangeOfMotion(series('right', 'hipFlexion')) : null;

  const steps = video ? cadence(frames, MEASURING.stepHysteresis, MEASURING.minStepAmplitude) : null;
  const contact = video ? groundContact(frames, MEASURING.groundTolerance) : null;
  const jumped = video
    ? jump(frames, { tolerance: MEASURING.groundTolerance, minFlightSeconds: MEASURING.minFlightSeconds, legLengthCm: MEASURING.legLengthCm })
    : null;
  const sway = video ? hipSway(frames) : null;

  return {
    kneeDrive: maxOf([kneeDriveLeft, kneeDriveRight]),
    kneeDriveLeft,
    kneeDriveRight,
    kneeFlexionMax: maxOf([kneeFlexionLeft, kneeFlexionRight]),
    kneeFlexionLeft,
    kneeFlexionRight,
    kneeRomLeft,
    kneeRomRight,
    hipRomLeft,
    hipRomRight,
    elbowRom: video ? rangeOfMotion(elbow) : null,
    elbowFlexionMin: minOf(elbow),
    elbowFlexionMax: maxOf(elbow),
    shoulderElevationMax: maxOf([...series('left', 'shoulderElevation'), ...series('right', 'shoulderElevation')]),
    trunkLeanMean: mean(lean.filter((x): x is number => x !== null)),
    trunkLeanMax: maxOf(lean),
    // A photo catches one moment of a movement that is one-sided by nature (a stride, a shot): no symmetry from it.
    kneeAsymmetry: video && seenEnough('kneeFlexion') ? asymmetry(kneeRomLeft, kneeRomRight) : null,
    hipAsymmetry: video && seenEnough('hipFlexion') ? asymmetry(hipRomLeft, hipRomRight) : null,
    cadence: steps?.stepsPerMinute ?? null,
    groundContactMs: contact?.contactMs ?? null,
    jumpHeightCm: jumped?.heightCm ?? null,
    hipRiseCm: jumped?.hipRiseCm ?? null,
    flightMs: jumped ? jumped.flightSeconds * 1000 : null,
    swayPct: sway?.swayPct ?? null,
  };
}

/** Measures rounded for display and storage (angles and percentages to 1 decimal, times to whole ms). */
export function rounded(m: Measures): Measures {
  const out = { ...m };
  for (const key of Object.keys(out) as MeasureKey[]) {
    const v = out[key];
    if (v === null) continue;
    out[key] = MEASURE_INFO[key].unit === 'ms' ? Math.round(v) : round(v, 1);
  }
  return out;
}
