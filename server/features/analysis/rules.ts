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
  met: (v: number, th: number, m: Measures) => string;
  missed: (v: number, th: number, m: Measures) => string;
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
        met: (v, th) => `Knee drive reached ${n(v)}° of hip flexion (target ${th}° or more).`,
        missed: (v, th) => `Knee drive reached ${n(v)}° of hip flexion; aim for ${th}°.`,
        drill: (th) => `Knee drive: A-marches and A-skips, 3 × 20 m, bringing the thigh up to ${th}° (level with the hip) on every step.`,
      },
      es: {
        met: (v, th) => `La elevación de rodilla llegó a ${n(v)}° de flexión de cadera (objetivo: ${th}° o más).`,
        missed: (v, th) => `La elevación de rodilla llegó a ${n(v)}° de flexión de cadera; busca llegar a ${th}°.`,
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
        met: (v, th) => `Cadence was ${n(v)} steps/min (target ${th} or more).`,
        missed: (v, th) => `Cadence was ${n(v)} steps/min; aim for ${th}.`,
        drill: (th) => `Cadence: fast-leg and ladder drills, 4 × 10 s, then 3 × 30 m runs counting quick, short steps toward ${th} steps/min.`,
      },
      es: {
        met: (v, th) => `La cadencia fue de ${n(v)} pasos/min (objetivo: ${th} o más).`,
        missed: (v, th) => `La cadencia fue de ${n(v)} pasos/min; busca llegar a ${th}.`,
        drill: (th) => `Cadencia: ejercicios de pies rápidos y de escalera de agilidad, 4 × 10 s, y luego 3 carreras de 30 m contando pasos cortos y rápidos, hasta llegar a ${th} pasos/min.`,
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
        met: (v, th) => `Ground contact averaged ${n(v)} ms per step (under ${th} ms).`,
        missed: (v, th) => `Ground contact averaged ${n(v)} ms per step; aim for under ${th} ms.`,
        drill: (th) => `Stiffer, quicker contacts: pogo hops and ankling, 3 × 20 contacts, to get each step under ${th} ms.`,
      },
      es: {
        met: (v, th) => `El contacto con el suelo fue de ${n(v)} ms por paso en promedio (menos de ${th} ms).`,
        missed: (v, th) => `El contacto con el suelo fue de ${n(v)} ms por paso en promedio; busca bajar de ${th} ms.`,
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
        met: (v, th) => `Trunk lean averaged ${n(v)}° from vertical (within ${th}°).`,
        missed: (v, th) => `Trunk lean averaged ${n(v)}° from vertical; keep it within ${th}°.`,
        drill: (th) => `Posture: wall drills and tall marches with a braced trunk, 3 × 30 s, holding the lean within ${th}°.`,
      },
      es: {
        met: (v, th) => `La inclinación del tronco fue de ${n(v)}° respecto a la vertical en promedio (dentro de ${th}°).`,
        missed: (v, th) => `La inclinación del tronco fue de ${n(v)}° respecto a la vertical en promedio; mantenla dentro de ${th}°.`,
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
        met: (v, th, m) => `Left and right knees moved through ${n(m.kneeRomLeft)}° and ${n(m.kneeRomRight)}°: ${n(v)}% apart (within ${th}%).`,
        missed: (v, th, m) => `Left and right knees moved through ${n(m.kneeRomLeft)}° and ${n(m.kneeRomRight)}°: ${n(v)}% apart; aim for under ${th}%.`,
        drill: () => 'Symmetry: single-leg work starting on the side that moves less (split squats and single-leg hops, 3 × 8 each leg).',
      },
      es: {
        met: (v, th, m) => `La rodilla izquierda se movió ${n(m.kneeRomLeft)}° y la derecha ${n(m.kneeRomRight)}°: una diferencia del ${n(v)}% (dentro del ${th}%).`,
        missed: (v, th, m) => `La rodilla izquierda se movió ${n(m.kneeRomLeft)}° y la derecha ${n(m.kneeRomRight)}°: una diferencia del ${n(v)}%; busca que sea menor del ${th}%.`,
        drill: () => 'Simetría: trabajo a una pierna, empezando por el lado que se mueve menos (sentadillas divididas y saltos a una pierna, 3 × 8 con cada pierna).',
      },
    },
  },
  {
    name: 'stability',
    measure: 'swayPct',
    tag: 'stability',
    say: {
      en: {
        met: (v, th) => `Hip sway was ${n(v)}% of trunk length (under ${th}%).`,
        missed: (v, th) => `Hip sway was ${n(v)}% of trunk length; aim for under ${th}%.`,
        drill: () => 'Stability: single-leg balance holds, 3 × 30 s each leg, then the same on a cushion.',
      },
      es: {
        met: (v, th) => `El balanceo de la cadera fue del ${n(v)}% de la longitud del tronco (menos del ${th}%).`,
        missed: (v, th) => `El balanceo de la cadera fue del ${n(v)}% de la longitud del tronco; busca que sea menor del ${th}%.`,
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
        met: (v, th) => `Knees bent to ${n(v)}° before the shot (${th}° or more loads the legs).`,
        missed: (v, th) => `Knees bent only to ${n(v)}° before the shot; aim for ${th}°.`,
        drill: (th) => `Leg drive: form shots from a dip, 3 × 10, bending the knees to ${th}° and rising straight into the release.`,
      },
      es: {
        met: (v, th) => `Las rodillas se flexionaron a ${n(v)}° antes del tiro (flexionarlas ${th}° o más carga las piernas).`,
        missed: (v, th) => `Las rodillas se flexionaron solo a ${n(v)}° antes del tiro; busca llegar a ${th}°.`,
        drill: (th) => `Impulso de piernas: tiros de técnica desde una flexión, 3 × 10, doblando las rodillas a ${th}° y subiendo de corrido hasta soltar el balón.`,
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
        met: (v, th) => `The shooting elbow set at ${n(v)}° of bend (${th}° or more).`,
        missed: (v, th) => `The shooting elbow set at only ${n(v)}° of bend; aim for about 90° (at least ${th}°).`,
        drill: () => 'Set point: one-hand form shooting 1-2 m from the rim, 3 × 10, with the elbow under the ball at 90°.',
      },
      es: {
        met: (v, th) => `El codo de tiro se armó con ${n(v)}° de flexión (${th}° o más).`,
        missed: (v, th) => `El codo de tiro se armó con solo ${n(v)}° de flexión; busca unos 90° (al menos ${th}°).`,
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
        met: (v, th) => `The shooting arm straightened to ${n(v)}° of bend at release (under ${th}°).`,
        missed: (v, th) => `The shooting arm was still bent ${n(v)}° at release; extend to under ${th}°.`,
        drill: () => 'Follow-through: 3 × 10 shots holding the finished arm, fully straight, until the ball lands.',
      },
      es: {
        met: (v, th) => `El brazo de tiro se extendió hasta ${n(v)}° de flexión al soltar el balón (menos de ${th}°).`,
        missed: (v, th) => `El brazo de tiro seguía flexionado ${n(v)}° al soltar el balón; extiéndelo hasta menos de ${th}°.`,
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
        met: (v, th, m) => `Jump height was ${n(v)} cm from ${n(m.flightMs)} ms in the air (target ${th} cm).`,
        missed: (v, th, m) => `Jump height was ${n(v)} cm from ${n(m.flightMs)} ms in the air; aim for ${th} cm.`,
        drill: (th) => `Power: countermovement jumps and box jumps, 3 × 5 with full recovery, building toward ${th} cm.`,
      },
      es: {
        met: (v, th, m) => `La altura del salto fue de ${n(v)} cm, con ${n(m.flightMs)} ms en el aire (objetivo: ${th} cm).`,
        missed: (v, th, m) => `La altura del salto fue de ${n(v)} cm, con ${n(m.flightMs)} ms en el aire; busca llegar a ${th} cm.`,
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
        met: (v, th) => `Knees bent ${n(v)}° in the stance (${th}° or more).`,
        missed: (v, th) => `Knees bent only ${n(v)}° in the stance; sit into ${th}° or more.`,
        drill: (th) => `Stance: 5 × 5 s holds in a two-point stance with the knees at ${th}° or more, then explode for 5 m.`,
      },
      es: {
        met: (v, th) => `Las rodillas se flexionaron ${n(v)}° en la postura de salida (${th}° o más).`,
        missed: (v, th) => `Las rodillas se flexionaron solo ${n(v)}° en la postura de salida; baja la cadera hasta ${th}° o más.`,
        drill: (th) => `Postura de salida: 5 × 5 s sosteniendo la posición de dos puntos con las rodillas a ${th}° o más, y luego sal explosivo 5 m.`,
      },
    },
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

/** Applies the profile's rules to the measures; a rule whose measure is missing says nothing. The sentences are in `lang`. */
export function applyRules(m: Measures, profile: Profile, video: boolean, lang: Language = 'en'): Findings {
  const out: Findings = { strengths: [], improvements: [], recommendations: [], tags: [], judged: [] };
  for (const rule of RULES) {
    const th = thresholdFor(rule.name, profile);
    const value = m[rule.measure];
    if (!th || value === null || (!video && !rule.photo) || (rule.applies && !rule.applies(m))) continue;
    const v = round(value, 0);
    const met = th.kind === 'min' ? v >= th.value : v <= th.value;
    out.judged.push({ rule: rule.name, measure: rule.measure, value: round(value, 1), threshold: th, met });
    const say = rule.say[lang];
    if (met) {
      out.strengths.push(say.met(value, th.value, m));
    } else {
      out.improvements.push(say.missed(value, th.value, m));
      out.recommendations.push(say.drill(th.value));
    }
    if (!out.tags.includes(rule.tag)) out.tags.push(rule.tag);
  }
  return out;
}

