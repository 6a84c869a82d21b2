import type { Band } from '../../../common/analysis.ts';
import type { Language } from '../../platform/i18n/language.ts';
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

/** What a rule says, in one language: when the target is met, when it is missed, and the drill for a miss. */
interface RuleWords {
  /** `v` is the judged value as written (whole numbers, one decimal where a whole number would hide which side of the target it is). */
  met: (v: string, th: number, m: Measures) => string;
  missed: (v: string, th: number, m: Measures) => string;
  drill: (th: number) => string;
}

interface Rule {
  name: RuleName;
  measure: MeasureKey;
  /** Also judged on a photo (a single moment shows it reliably). */
  photo?: boolean;
  /** Whether the clip shows the movement the rule judges. */
  applies?: (m: Measures) => boolean;
  tag: string;
  /** The sentences in English and in Spanish (issue 20: tú, a coach's words; figures written as in English). */
  say: Record<Language, RuleWords>;
}

const running = (m: Measures) => m.cadence !== null;
const shooting = (m: Measures) => (m.shoulderElevationMax ?? 0) >= GATES.shotMinShoulderElevation;
const holding = (m: Measures) => m.cadence === null && m.flightMs === null && Math.max(m.kneeRomLeft ?? 0, m.kneeRomRight ?? 0) < GATES.holdMaxKneeRom;
const n = (v: number | null) => (v === null ? '?' : String(round(v, 0)));

/** The rules, in the order their findings are listed. Thresholds come from thresholds.ts. */
export const RULES: Rule[] = [
  {
    name: 'kneeDrive',
    measure: 'kneeDrive',
    applies: running,
    tag: 'knee-drive',
    say: {
      en: {
        met: (v, th) => `Knee drive reached ${v}° of hip flexion (target ${th}° or more).`,
        missed: (v, th) => `Knee drive reached ${v}° of hip flexion; aim for ${th}°.`,
        drill: (th) => `Knee drive: A-marches and A-skips, 3 × 20 m, bringing the thigh up to ${th}° (level with the hip) on every step.`,
      },
      es: {
        met: (v, th) => `La elevación de rodilla llegó a ${v}° de flexión de cadera (objetivo: ${th}° o más).`,
        missed: (v, th) => `La elevación de rodilla llegó a ${v}° de flexión de cadera; busca llegar a ${th}°.`,
        drill: (th) => `Elevación de rodilla: marcha A y skipping A, 3 × 20 m, subiendo el muslo a ${th}° (a la altura de la cadera) en cada paso.`,
      },
    },
  },
  {
    name: 'cadence',
    measure: 'cadence',
    tag: 'cadence',
    say: {
      en: {
        met: (v, th) => `Cadence was ${v} steps/min (target ${th} or more).`,
        missed: (v, th) => `Cadence was ${v} steps/min; aim for ${th}.`,
        drill: (th) => `Cadence: fast-leg and ladder drills, 4 × 10 s, then 3 × 30 m runs counting quick, short steps toward ${th} steps/min.`,
      },
      es: {
        met: (v, th) => `La cadencia fue de ${v} pasos/min (objetivo: ${th} o más).`,
        missed: (v, th) => `La cadencia fue de ${v} pasos/min; busca llegar a ${th}.`,
        drill: (th) =>
          `Cadencia: ejercicios de pies rápidos y de escalera de agilidad, 4 × 10 s, y luego 3 carreras de 30 m contando pasos cortos y rápidos, hasta llegar a ${th} pasos/min.`,
      },
    },
  },
  {
    name: 'groundContact',
    measure: 'groundContactMs',
    applies: running,
    tag: 'ground-contact',
    say: {
      en: {
        met: (v, th) => `Ground contact averaged ${v} ms per step (under ${th} ms).`,
        missed: (v, th) => `Ground contact averaged ${v} ms per step; aim for under ${th} ms.`,
        drill: (th) => `Stiffer, quicker contacts: pogo hops and ankling, 3 × 20 contacts, to get each step under ${th} ms.`,
      },
      es: {
        met: (v, th) => `El contacto con el suelo fue de ${v} ms por paso en promedio (menos de ${th} ms).`,
        missed: (v, th) => `El contacto con el suelo fue de ${v} ms por paso en promedio; busca bajar de ${th} ms.`,
        drill: (th) => `Apoyos más firmes y rápidos: saltos pogo y trabajo de tobillos, 3 × 20 apoyos, para que cada paso dure menos de ${th} ms.`,
      },
    },
  },
  {
    name: 'trunkLean',
    measure: 'trunkLeanMean',
    photo: true,
    tag: 'posture',
    say: {
      en: {
        met: (v, th) => `Trunk lean averaged ${v}° from vertical (within ${th}°).`,
        missed: (v, th) => `Trunk lean averaged ${v}° from vertical; keep it within ${th}°.`,
        drill: (th) => `Posture: wall drills and tall marches with a braced trunk, 3 × 30 s, holding the lean within ${th}°.`,
      },
      es: {
        met: (v, th) => `La inclinación del tronco fue de ${v}° respecto a la vertical en promedio (dentro de ${th}°).`,
        missed: (v, th) => `La inclinación del tronco fue de ${v}° respecto a la vertical en promedio; mantenla dentro de ${th}°.`,
        drill: (th) => `Postura: ejercicios contra la pared y marchas altas con el abdomen firme, 3 × 30 s, manteniendo la inclinación dentro de ${th}°.`,
      },
    },
  },
  {
    name: 'symmetry',
    measure: 'kneeAsymmetry',
    applies: (m) => Math.max(m.kneeRomLeft ?? 0, m.kneeRomRight ?? 0) >= GATES.symmetryMinRom,
    tag: 'symmetry',
    say: {
      en: {
        met: (v, th, m) => `Left and right knees moved through ${n(m.kneeRomLeft)}° and ${n(m.kneeRomRight)}°: ${v}% apart (within ${th}%).`,
        missed: (v, th, m) => `Left and right knees moved through ${n(m.kneeRomLeft)}° and ${n(m.kneeRomRight)}°: ${v}% apart; aim for under ${th}%.`,
        drill: () => 'Symmetry: single-leg work starting on the side that moves less (split squats and single-leg hops, 3 × 8 each leg).',
      },
      es: {
        met: (v, th, m) =>
          `La rodilla izquierda se movió ${n(m.kneeRomLeft)}° y la derecha ${n(m.kneeRomRight)}°: una diferencia del ${v}% (dentro del ${th}%).`,
        missed: (v, th, m) =>
          `La rodilla izquierda se movió ${n(m.kneeRomLeft)}° y la derecha ${n(m.kneeRomRight)}°: una diferencia del ${v}%; busca que sea menor del ${th}%.`,
        drill: () =>
          'Simetría: trabajo a una pierna, empezando por el lado que se mueve menos (sentadillas divididas y saltos a una pierna, 3 × 8 con cada pierna).',
      },
    },
  },
  {
    name: 'stability',
    measure: 'swayPct',
    applies: holding,
    tag: 'stability',
    say: {
      en: {
        met: (v, th) => `Hip sway was ${v}% of trunk length (under ${th}%).`,
        missed: (v, th) => `Hip sway was ${v}% of trunk length; aim for under ${th}%.`,
        drill: () => 'Stability: single-leg balance holds, 3 × 30 s each leg, then the same on a cushion.',
      },
      es: {
        met: (v, th) => `El balanceo de la cadera fue del ${v}% de la longitud del tronco (menos del ${th}%).`,
        missed: (v, th) => `El balanceo de la cadera fue del ${v}% de la longitud del tronco; busca que sea menor del ${th}%.`,
        drill: () => 'Estabilidad: equilibrio sobre una pierna, 3 × 30 s con cada pierna, y luego lo mismo sobre un cojín de equilibrio.',
      },
    },
  },
  {
    name: 'shotKneeBend',
    applies: shooting,
    measure: 'kneeFlexionMax',
    tag: 'leg-drive',
    say: {
      en: {
        met: (v, th) => `Knees bent to ${v}° before the shot (${th}° or more loads the legs).`,
        missed: (v, th) => `Knees bent only to ${v}° before the shot; aim for ${th}°.`,
        drill: (th) => `Leg drive: form shots from a dip, 3 × 10, bending the knees to ${th}° and rising straight into the release.`,
      },
      es: {
        met: (v, th) => `Las rodillas se flexionaron a ${v}° antes del tiro (flexionarlas ${th}° o más carga las piernas).`,
        missed: (v, th) => `Las rodillas se flexionaron solo a ${v}° antes del tiro; busca llegar a ${th}°.`,
        drill: (th) =>
          `Impulso de piernas: tiros de técnica desde una flexión, 3 × 10, doblando las rodillas a ${th}° y subiendo de corrido hasta soltar el balón.`,
      },
    },
  },
  {
    name: 'shotElbowSet',
    applies: shooting,
    measure: 'elbowFlexionMax',
    tag: 'shooting-elbow',
    say: {
      en: {
        met: (v, th) => `The shooting elbow set at ${v}° of bend (${th}° or more).`,
        missed: (v, th) => `The shooting elbow set at only ${v}° of bend; aim for about 90° (at least ${th}°).`,
        drill: () => 'Set point: one-hand form shooting 1-2 m from the rim, 3 × 10, with the elbow under the ball at 90°.',
      },
      es: {
        met: (v, th) => `El codo de tiro se armó con ${v}° de flexión (${th}° o más).`,
        missed: (v, th) => `El codo de tiro se armó con solo ${v}° de flexión; busca unos 90° (al menos ${th}°).`,
        drill: () => 'Punto de armado: tiros de técnica con una mano a 1-2 m del aro, 3 × 10, con el codo debajo del balón a 90°.',
      },
    },
  },
  {
    name: 'shotElbowRelease',
    applies: shooting,
    measure: 'elbowFlexionMin',
    tag: 'follow-through',
    say: {
      en: {
        met: (v, th) => `The shooting arm straightened to ${v}° of bend at release (under ${th}°).`,
        missed: (v, th) => `The shooting arm was still bent ${v}° at release; extend to under ${th}°.`,
        drill: () => 'Follow-through: 3 × 10 shots holding the finished arm, fully straight, until the ball lands.',
      },
      es: {
        met: (v, th) => `El brazo de tiro se extendió hasta ${v}° de flexión al soltar el balón (menos de ${th}°).`,
        missed: (v, th) => `El brazo de tiro seguía flexionado ${v}° al soltar el balón; extiéndelo hasta menos de ${th}°.`,
        drill: () => 'Terminación del tiro: 3 × 10 tiros sosteniendo el brazo de tiro bien estirado al final, hasta que el balón caiga.',
      },
    },
  },
  {
    name: 'jumpHeight',
    measure: 'jumpHeightCm',
    tag: 'jump',
    say: {
      en: {
        met: (v, th, m) => `Jump height was ${v} cm from ${n(m.flightMs)} ms in the air (target ${th} cm).`,
        missed: (v, th, m) => `Jump height was ${v} cm from ${n(m.flightMs)} ms in the air; aim for ${th} cm.`,
        drill: (th) => `Power: countermovement jumps and box jumps, 3 × 5 with full recovery, building toward ${th} cm.`,
      },
      es: {
        met: (v, th, m) => `La altura del salto fue de ${v} cm, con ${n(m.flightMs)} ms en el aire (objetivo: ${th} cm).`,
        missed: (v, th, m) => `La altura del salto fue de ${v} cm, con ${n(m.flightMs)} ms en el aire; busca llegar a ${th} cm.`,
        drill: (th) => `Potencia: saltos con contramovimiento y saltos al cajón, 3 × 5 con recuperación completa, avanzando hasta ${th} cm.`,
      },
    },
  },
  {
    name: 'stanceKneeBend',
    measure: 'kneeFlexionMax',
    photo: true,
    tag: 'stance',
    say: {
      en: {
        met: (v, th) => `Knees bent ${v}° in the stance (${th}° or more).`,
        missed: (v, th) => `Knees bent only ${v}° in the stance; sit into ${th}° or more.`,
        drill: (th) => `Stance: 5 × 5 s holds in a two-point stance with the knees at ${th}° or more, then explode for 5 m.`,
      },
      es: {
        met: (v, th) => `Las rodillas se flexionaron ${v}° en la postura de salida (${th}° o más).`,
        missed: (v, th) => `Las rodillas se flexionaron solo ${v}° en la postura de salida; baja la cadera hasta ${th}° o más.`,
        drill: (th) => `Postura de salida: 5 × 5 s sosteniendo la posición de dos puntos con las rodillas a ${th}° o más, y luego sal explosivo 5 m.`,
      },
    },
  },
];

/** A threshold as a band: a minimum is the band's floor, a maximum its ceiling. */
export const bandOf = (th: Threshold): Band =>
  th.kind === 'min' ? { min: th.value, max: null, source: th.source } : { min: null, max: th.value, source: th.source };

/** Whether a value lies in a band (its ends included). */
export const inBand = (v: number, band: Band) => (band.min === null || v >= band.min) && (band.max === null || v <= band.max);

/** One target judged: the measure's value (as stored, 1 decimal), its band and whether it is in it. */
export interface Verdict {
  rule: RuleName;
  measure: MeasureKey;
  value: number;
  threshold: Threshold;
  band: Band;
  met: boolean;
}

/**
 * The one judgement (issue 33): which of the profile's targets a clip or photo is judged against and
 * whether each is met. The feedback's strengths and points to work on, the bands of the player's
 * curves and the progress page's healthy ranges all come from it. Nothing is judged when the
 * profile's movement was not found; a rule whose measure is missing, or whose movement the clip does
 * not show (its gate), or that needs a video, says nothing.
 */
export function judge(m: Measures, profile: Profile, video: boolean, movementFound = true): Verdict[] {
  if (!movementFound) return [];
  const out: Verdict[] = [];
  for (const rule of RULES) {
    const th = thresholdFor(rule.name, profile);
    const raw = m[rule.measure];
    if (!th || raw === null || (!video && !rule.photo) || (rule.applies && !rule.applies(m))) continue;
    const value = round(raw, 1);
    const band = bandOf(th);
    out.push({ rule: rule.name, measure: rule.measure, value, threshold: th, band, met: inBand(value, band) });
  }
  return out;
}

/** A judged value as the sentences write it: whole, unless rounding would put it on the target it missed or met. */
export const written = (v: number, th: number) => (Math.round(v) === th && v !== th ? String(v) : String(Math.round(v)));

export interface Findings {
  strengths: string[];
  improvements: string[];
  recommendations: string[];
  tags: string[];
  /** The targets judged (kept with the measures: the player's and the progress page's bands). */
  judged: Verdict[];
}

/** The profile's rules applied to the measures (judge), in sentences in `lang`. */
export function applyRules(m: Measures, profile: Profile, video: boolean, lang: Language = 'en', movementFound = true): Findings {
  const out: Findings = { strengths: [], improvements: [], recommendations: [], tags: [], judged: judge(m, profile, video, movementFound) };
  for (const j of out.judged) {
    const rule = RULES.find((r) => r.name === j.rule)!;
    const say = rule.say[lang];
    const v = written(j.value, j.threshold.value);
    if (j.met) {
      out.strengths.push(say.met(v, j.threshold.value, m));
    } else {
      out.improvements.push(say.missed(v, j.threshold.value, m));
      out.recommendations.push(say.drill(j.threshold.value));
    }
    if (!out.tags.includes(rule.tag)) out.tags.push(rule.tag);
  }
  return out;
}
