import type { Measures, MeasureKey } from './measures/summary.ts';
import { round } from './measures/types.ts';
import { GATES, PROFILE_BY_SPORT, thresholdFor, type Profile, type RuleName, type Threshold } from './thresholds.ts';

/** The profile of an upload: its own sport, else the athlete's primary sport, else general. */
export function profileFor(mediaSport: string | null | undefined, userSport: string | null | undefined): Profile {
  for (const sport of [mediaSport, userSport]) {
    if (!sport?.trim()) continue;
    const hit = PROFILE_BY_SPORT.find((p) => p.match.test(sport));
    if (hit) return hit.profile;
    return 'general';
  }
  return 'general';
}

interface Rule {
  name: RuleName;
  measure: MeasureKey;
  /** Also judged on a photo (a single moment shows it reliably). */
  photo?: boolean;
  /** Whether the clip shows the movement the rule judges. */
  applies?: (m: Measures) => boolean;
  tag: string;
  met: (v: number, th: number, m: Measures) => string;
  missed: (v: number, th: number, m: Measures) => string;
  drill: (th: number) => string;
}

const running = (m: Measures) => m.cadence !== null;
const shooting = (m: Measures) => (m.shoulderElevationMax ?? 0) >= GATES.shotMinShoulderElevation;
const n = (v: number | null) => (v === null ? '?' : String(round(v, 0)));

/** The rules, in the order their findings are listed. Thresholds come from thresholds.ts. */
export const RULES: Rule[] = [
  {
    name: 'kneeDrive',
    measure: 'kneeDrive',
    applies: running,
    tag: 'knee-drive',
    met: (v, th) => `Knee drive reached ${n(v)}° of hip flexion (target ${th}° or more).`,
    missed: (v, th) => `Knee drive reached ${n(v)}° of hip flexion; aim for ${th}°.`,
    drill: (th) => `Knee drive: A-marches and A-skips, 3 × 20 m, bringing the thigh up to ${th}° (level with the hip) on every step.`,
  },
  {
    name: 'cadence',
    measure: 'cadence',
    tag: 'cadence',
    met: (v, th) => `Cadence was ${n(v)} steps/min (target ${th} or more).`,
    missed: (v, th) => `Cadence was ${n(v)} steps/min; aim for ${th}.`,
    drill: (th) => `Cadence: fast-leg and ladder drills, 4 × 10 s, then 3 × 30 m runs counting quick, short steps toward ${th} steps/min.`,
  },
  {
    name: 'groundContact',
    measure: 'groundContactMs',
    applies: running,
    tag: 'ground-contact',
    met: (v, th) => `Ground contact averaged ${n(v)} ms per step (under ${th} ms).`,
    missed: (v, th) => `Ground contact averaged ${n(v)} ms per step; aim for under ${th} ms.`,
    drill: (th) => `Stiffer, quicker contacts: pogo hops and ankling, 3 × 20 contacts, to get each step under ${th} ms.`,
  },
  {
    name: 'trunkLean',
    measure: 'trunkLeanMean',
    photo: true,
    tag: 'posture',
    met: (v, th) => `Trunk lean averaged ${n(v)}° from vertical (within ${th}°).`,
    missed: (v, th) => `Trunk lean averaged ${n(v)}° from vertical; keep it within ${th}°.`,
    drill: (th) => `Posture: wall drills and tall marches with a braced trunk, 3 × 30 s, holding the lean within ${th}°.`,
  },
  {
    name: 'symmetry',
    measure: 'kneeAsymmetry',
    applies: (m) => Math.max(m.kneeRomLeft ?? 0, m.kneeRomRight ?? 0) >= GATES.symmetryMinRom,
    tag: 'symmetry',
    met: (v, th, m) => `Left and right knees moved through ${n(m.kneeRomLeft)}° and ${n(m.kneeRomRight)}°: ${n(v)}% apart (within ${th}%).`,
    missed: (v, th, m) => `Left and right knees moved through ${n(m.kneeRomLeft)}° and ${n(m.kneeRomRight)}°: ${n(v)}% apart; aim for under ${th}%.`,
    drill: () => 'Symmetry: single-leg work starting on the side that moves less (split squats and single-leg hops, 3 × 8 each leg).',
  },
  {
    name: 'stability',
    measure: 'swayPct',
    tag: 'stability',
    met: (v, th) => `Hip sway was ${n(v)}% of trunk length (under ${th}%).`,
    missed: (v, th) => `Hip sway was ${n(v)}% of trunk length; aim for under ${th}%.`,
    drill: () => 'Stability: single-leg balance holds, 3 × 30 s each leg, then the same on a cushion.',
  },
  {
    name: 'shotKneeBend',
    applies: shooting,
    measure: 'kneeFlexionMax',
    tag: 'leg-drive',
    met: (v, th) => `Knees bent to ${n(v)}° before the shot (${th}° or more loads the legs).`,
    missed: (v, th) => `Knees bent only to ${n(v)}° before the shot; aim for ${th}°.`,
    drill: (th) => `Leg drive: form shots from a dip, 3 × 10, bending the knees to ${th}° and rising straight into the release.`,
  },
  {
    name: 'shotElbowSet',
    applies: shooting,
    measure: 'elbowFlexionMax',
    tag: 'shooting-elbow',
    met: (v, th) => `The shooting elbow set at ${n(v)}° of bend (${th}° or more).`,
    missed: (v, th) => `The shooting elbow set at only ${n(v)}° of bend; aim for about 90° (at least ${th}°).`,
    drill: () => 'Set point: one-hand form shooting 1-2 m from the rim, 3 × 10, with the elbow under the ball at 90°.',
  },
  {
    name: 'shotElbowRelease',
    applies: shooting,
    measure: 'elbowFlexionMin',
    tag: 'follow-through',
    met: (v, th) => `The shooting arm straightened to ${n(v)}° of bend at release (under ${th}°).`,
    missed: (v, th) => `The shooting arm was still bent ${n(v)}° at release; extend to under ${th}°.`,
    drill: () => 'Follow-through: 3 × 10 shots holding the finished arm, fully straight, until the ball lands.',
  },
  {
    name: 'jumpHeight',
    measure: 'jumpHeightCm',
    tag: 'jump',
    met: (v, th, m) => `Jump height was ${n(v)} cm from ${n(m.flightMs)} ms in the air (target ${th} cm).`,
    missed: (v, th, m) => `Jump height was ${n(v)} cm from ${n(m.flightMs)} ms in the air; aim for ${th} cm.`,
    drill: (th) => `Power: countermovement jumps and box jumps, 3 × 5 with full recovery, building toward ${th} cm.`,
  },
  {
    name: 'stanceKneeBend',
    measure: 'kneeFlexionMax',
    photo: true,
    tag: 'stance',
    met: (v, th) => `Knees bent ${n(v)}° in the stance (${th}° or more).`,
    missed: (v, th) => `Knees bent only ${n(v)}° in the stance; sit into ${th}° or more.`,
    drill: (th) => `Stance: 5 × 5 s holds in a two-point stance with the knees at ${th}° or more, then explode for 5 m.`,
  },
];

export interface Findings {
  strengths: string[];
  improvements: string[];
  recommendations: string[];
  tags: string[];
  /** The rules judged, with the value and threshold (kept in the measures record). */
  judged: { rule: RuleName; measure: MeasureKey; value: number; threshold: Threshold; met: boolean }[];
}

/** Applies the profile's rules to the measures; a rule whose measure is missing says nothing. */
export function applyRules(m: Measures, profile: Profile, video: boolean): Findings {
  const out: Findings = { strengths: [], improvements: [], recommendations: [], tags: [], judged: [] };
  for (const rule of RULES) {
    const th = thresholdFor(rule.name, profile);
    const value = m[rule.measure];
    if (!th || value === null || (!video && !rule.photo) || (rule.applies && !rule.applies(m))) continue;
    const v = round(value, 0);
    const met = th.kind === 'min' ? v >= th.value : v <= th.value;
    out.judged.push({ rule: rule.name, measure: rule.measure, value: round(value, 1), threshold: th, met });
    if (met) {
      out.strengths.push(rule.met(value, th.value, m));
    } else {
      out.improvements.push(rule.missed(value, th.value, m));
      out.recommendations.push(rule.drill(th.value));
    }
    if (!out.tags.includes(rule.tag)) out.tags.push(rule.tag);
  }
  return out;
}

