import type { AnalysisMeasures, AnalysisText, AnalysisTranslations } from '../../../common/analysis.ts';
import { MEASURE_INFO } from '../../../common/measures.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { confidenceOf, confidenceReasons, reasonsIn, type StoredReason } from './confidence.ts';
import { measureLabel, rounded, summarise, unitIn, type MeasureKey, type Measures } from './measures/summary.ts';
import { round } from './measures/types.ts';
import { findMovement, MOVEMENT_WORDS, notFoundSentence, type MovementFound, type MovementKey } from './movement.ts';
import { MODEL_LABEL, type ModelName, type Observation } from './observation.ts';
import { applyRules, type Verdict } from './rules.ts';
import { DETECTION, PROFILE_LABEL, PROFILE_LABEL_ES, type Profile } from './thresholds.ts';

export { MODEL_LABEL, type ModelName, type Observation } from './observation.ts';

/** The measures as stored with an analysis: the movement and the confidence reasons without their words (added when read, in the reader's language). */
export type StoredMeasures = Omit<AnalysisMeasures, 'movement' | 'confidenceReasons'> & { movement?: MovementFound; confidenceReasons?: StoredReason[] };

/** The feedback record's content: the texts in English (the API's reference language), the same texts in Spanish in `translations`. */
export interface Report extends AnalysisText {
  confidence: number;
  tags: string[];
  measures: StoredMeasures;
  values: Measures | null;
  translations: { es: AnalysisText };
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

/** What is reported of a clip or photo without the profile's movement: posture, judged against nothing. */
const POSTURE: MeasureKey[] = ['trunkLeanMean', 'trunkLeanMax'];

/** Measures that only mean something in one sport's movement: the shooting arm's, for basketball. */
const ONLY_FOR: Partial<Record<MeasureKey, Profile>> = {
  elbowRom: 'basketball',
  elbowFlexionMin: 'basketball',
  elbowFlexionMax: 'basketball',
};

/** Every sentence of the report, in one language. Figures are written the same way in both (es-US also uses a decimal point). */
interface ReportWords {
  model: Record<ModelName, string>;
  profile: Record<Profile, string>;
  filmingTip: string;
  unreadable: (kind: Observation['kind']) => string;
  tooShort: (seconds: number, minSeconds: number) => string;
  /** Nobody found in `frames` frames; `darkLuma` when the frames were too dark to see anyone. */
  noAthlete: (kind: Observation['kind'], frames: number, model: string, darkLuma: number | null) => string;
  seenVideo: (model: string, found: number, frames: number, pct: number, seconds: number) => string;
  seenPhoto: (model: string) => string;
  lowCoverage: (seen: string) => string;
  analysedFor: (seen: string, profile: string) => string;
  measured: (list: string[]) => string;
  tally: (strengths: number, improvements: number, profile: string) => string;
  notJudgedVideo: (profile: string) => string;
  notJudgedPhoto: (profile: string) => string;
  /** The movement was not found: nothing was judged. */
  notJudgedMovement: (profile: string) => string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const WORDS: Record<Language, ReportWords> = {
  en: {
    model: MODEL_LABEL,
    profile: PROFILE_LABEL,
    filmingTip: 'For an analysis, film the whole body from the side in good light, holding the camera still, for 5-10 seconds.',
    unreadable: (kind) =>
      `This ${kind === 'video' ? 'video' : 'photo'} could not be read, so it was not analysed. Please upload it again or choose another file.`,
    tooShort: (seconds, min) => `This video is too short to analyse (${seconds} s; at least ${min} s is needed to see a movement).`,
    noAthlete: (kind, frames, model, dark) =>
      `No athlete was detected in this ${kind === 'video' ? 'video' : 'photo'} (${frames} ${plural(frames, 'frame', 'frames')} checked by ${model}).` +
      (dark === null ? '' : ` It is very dark (mean brightness ${dark} of 255), which hides the body.`) +
      ' No feedback was made up.',
    seenVideo: (model, found, frames, pct, seconds) => `${model} found the athlete in ${found} of ${frames} frames (${pct}%) over ${seconds} s of video`,
    seenPhoto: (model) => `${model} found the athlete in the photo`,
    lowCoverage: (seen) => `${seen}: too few frames to measure the movement reliably, so no movement feedback is given.`,
    analysedFor: (seen, profile) => `${seen}, analysed for ${profile}.`,
    measured: (list) => `Measured: ${list.join(', ')}.`,
    tally: (s, i, profile) => `${s} ${plural(s, 'strength', 'strengths')} and ${i} ${plural(i, 'point', 'points')} to work on against the ${profile} targets.`,
    notJudgedVideo: (profile) => `The ${profile} checks need joints that were not seen clearly enough; no targets were judged.`,
    notJudgedPhoto: (profile) => `A photo shows one moment, so only posture is judged here; upload a video for the ${profile} movement checks.`,
    notJudgedMovement: (profile) => `Only posture was measured, and nothing was judged against the ${profile} targets.`,
  },
  es: {
    model: { blazepose: 'BlazePose (completo)', 'blazepose-heavy': 'BlazePose (pesado)', movenet: 'MoveNet (Lightning)' },
    profile: PROFILE_LABEL_ES,
    filmingTip: 'Para poder analizarlo, graba el cuerpo completo de perfil, con buena luz y la cámara fija, durante 5-10 segundos.',
    unreadable: (kind) =>
      kind === 'video'
        ? 'No se pudo leer este video, así que no se analizó. Vuelve a subirlo o elige otro archivo.'
        : 'No se pudo leer esta foto, así que no se analizó. Vuelve a subirla o elige otro archivo.',
    tooShort: (seconds, min) => `Este video es demasiado corto para analizarlo (${seconds} s; se necesita al menos ${min} s para ver un movimiento).`,
    noAthlete: (kind, frames, model, dark) =>
      `No se detectó a ningún atleta en ${kind === 'video' ? 'este video' : 'esta foto'} (${frames} ${plural(frames, 'cuadro revisado', 'cuadros revisados')} por ${model}).` +
      (dark === null ? '' : ` La imagen está muy oscura (brillo medio de ${dark} sobre 255) y no deja ver el cuerpo.`) +
      ' No inventamos ningún comentario.',
    seenVideo: (model, found, frames, pct, seconds) =>
      `${model} encontró al atleta en ${found} de ${frames} ${plural(frames, 'cuadro', 'cuadros')} (${pct}%), en ${seconds} s de video`,
    seenPhoto: (model) => `${model} encontró al atleta en la foto`,
    lowCoverage: (seen) => `${seen}: son muy pocos cuadros para medir el movimiento con fiabilidad, así que no damos comentarios sobre el movimiento.`,
    analysedFor: (seen, profile) => `${seen}. Análisis de ${profile}.`,
    measured: (list) => `Mediciones: ${list.join(', ')}.`,
    tally: (s, i, profile) =>
      `${s} ${plural(s, 'fortaleza', 'fortalezas')} y ${i} ${plural(i, 'aspecto a mejorar', 'aspectos a mejorar')} según los objetivos de ${profile}.`,
    notJudgedVideo: (profile) =>
      `Para evaluar los objetivos de ${profile} hacen falta articulaciones que no se vieron con suficiente claridad; no se evaluó ningún objetivo.`,
    notJudgedPhoto: (profile) =>
      `Una foto muestra un solo momento, así que aquí solo se evalúa la postura; sube un video para evaluar el movimiento según los objetivos de ${profile}.`,
    notJudgedMovement: (profile) => `Solo se midió la postura y no se evaluó nada según los objetivos de ${profile}.`,
  },
};

const fmt = (key: MeasureKey, v: number, lang: Language) => {
  const unit = MEASURE_INFO[key].unit;
  const shown = unitIn(unit, lang);
  return `${measureLabel(key, MEASURE_INFO[key].label, lang).toLowerCase()} ${round(v, unit === 'ms' ? 0 : key === 'cadence' ? 0 : 1)}${unit === '°' || unit === '%' ? shown : ` ${shown}`}`;
};

/** Turns an observation into the feedback record's content, in English and in Spanish: honest when nothing was seen. */
export function buildReport(o: Observation, profile: Profile): Report {
  const base: StoredMeasures = {
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
  const both = (say: (w: ReportWords) => string) => ({ en: say(WORDS.en), es: say(WORDS.es) });
  const empty = (feedback: Record<Language, string>, tag: string): Report => ({
    confidence: 0,
    feedback: feedback.en,
    strengths: [],
    improvements: [],
    recommendations: [WORDS.en.filmingTip],
    tags: [typeTag, tag],
    measures: base,
    values: null,
    translations: { es: { feedback: feedback.es, strengths: [], improvements: [], recommendations: [WORDS.es.filmingTip] } },
  });

  if (o.problem === 'unreadable')
    return empty(
      both((w) => w.unreadable(o.kind)),
      'unreadable',
    );
  if (o.problem === 'too-short')
    return empty(
      both((w) => w.tooShort(round(o.durationSeconds ?? 0, 1), DETECTION.minVideoSeconds)),
      'too-short',
    );
  if (!o.poses.length) {
    const dark = o.meanLuma !== null && o.meanLuma < DETECTION.darkMeanLuma;
    const luma = dark ? Math.round(o.meanLuma!) : null;
    return empty(
      both((w) => w.noAthlete(o.kind, o.framesAnalysed, w.model[o.model], luma)),
      dark ? 'too-dark' : 'no-person',
    );
  }

  const confidence = confidenceOf(o);
  base.confidenceReasons = confidenceReasons(o);
  const coverage = o.poses.length / o.framesAnalysed;
  const seen = (w: ReportWords) =>
    o.kind === 'video'
      ? w.seenVideo(w.model[o.model], o.poses.length, o.framesAnalysed, Math.round(coverage * 100), round(o.secondsAnalysed, 1))
      : w.seenPhoto(w.model[o.model]);
  if (o.kind === 'video' && coverage < DETECTION.minCoverage) {
    const r = empty(
      both((w) => w.lowCoverage(seen(w))),
      'low-coverage',
    );
    return { ...r, confidence };
  }

  const video = o.kind === 'video';
  const values = rounded(summarise(o.poses, video));
  const movement = findMovement(profile, o.poses, values, video);
  base.movement = movement;
  base.values = storedValues(values, profile, movement, applyRules(values, profile, video, 'en', movement.found).judged);
  const said = (lang: Language) => {
    const w = WORDS[lang];
    const findings = applyRules(values, profile, video, lang, movement.found);
    const headline = (movement.found ? HEADLINE[profile] : POSTURE.slice(0, 1)).filter((k) => values[k] !== null).map((k) => fmt(k, values[k]!, lang));
    const parts = [w.analysedFor(seen(w), w.profile[profile])];
    if (!movement.found) parts.push(notFoundSentence(movement.key, video, lang));
    if (headline.length) parts.push(w.measured(headline));
    if (!movement.found) parts.push(w.notJudgedMovement(w.profile[profile]));
    else if (findings.judged.length) parts.push(w.tally(findings.strengths.length, findings.improvements.length, w.profile[profile]));
    else parts.push(video ? w.notJudgedVideo(w.profile[profile]) : w.notJudgedPhoto(w.profile[profile]));
    const recommendations = movement.found ? findings.recommendations : [filmAdvice(movement.key, lang)];
    const text: AnalysisText = { feedback: parts.join(' '), strengths: findings.strengths, improvements: findings.improvements, recommendations };
    return { text, tags: movement.found ? findings.tags : ['movement-not-found'] };
  };
  const en = said('en');
  return {
    confidence,
    ...en.text,
    tags: [typeTag, PROFILE_TAG[profile], ...en.tags],
    measures: base,
    values,
    translations: { es: said('es').text },
  };
}

/**
 * The measures stored with an analysis, each judged one with its band and verdict: what was measured
 * and means something for this sport (a sprinter's "shooting arm" does not); without the movement,
 * posture only.
 */
export function storedValues(values: Measures, profile: Profile, movement: MovementFound, judged: readonly Verdict[]): StoredMeasures['values'] {
  const verdict = new Map(judged.map((j) => [j.measure, j]));
  return (Object.keys(values) as MeasureKey[])
    .filter((k) => values[k] !== null && (movement.found ? ONLY_FOR[k] === undefined || ONLY_FOR[k] === profile : POSTURE.includes(k)))
    .map((k) => {
      const j = verdict.get(k);
      return { key: k, label: MEASURE_INFO[k].label, value: values[k]!, unit: MEASURE_INFO[k].unit, ...(j ? { band: j.band, met: j.met } : {}) };
    });
}

/** How to film the movement, as a recommendation ("Film the whole shot from the side, ..."). */
function filmAdvice(key: MovementKey, lang: Language): string {
  const film = MOVEMENT_WORDS[lang][key].film;
  return `${film[0]!.toUpperCase()}${film.slice(1)}.`;
}

/**
 * An analysis' texts in a language: the stored English, or the stored translation, each text
 * falling back to English where the row has none (analysed before issue 20).
 */
export function textIn(row: AnalysisText & { translations?: AnalysisTranslations | null }, lang: Language): AnalysisText {
  const en = { feedback: row.feedback, strengths: row.strengths, improvements: row.improvements, recommendations: row.recommendations };
  if (lang === 'en') return en;
  const t = row.translations?.[lang] ?? {};
  return {
    feedback: t.feedback ?? en.feedback,
    strengths: t.strengths ?? en.strengths,
    improvements: t.improvements ?? en.improvements,
    recommendations: t.recommendations ?? en.recommendations,
  };
}

/** The movement's name in a language ("a jump shot"). */
export const movementLabel = (key: string, lang: Language) => (Object.hasOwn(MOVEMENT_WORDS[lang], key) ? MOVEMENT_WORDS[lang][key as MovementKey].name : key);

/**
 * The measures of an analysis as the API sends them: names and units in a language (stored in
 * English), the movement named and the confidence reasons in words (stored as codes and numbers).
 */
export function measuresIn(measures: StoredMeasures | null, lang: Language): AnalysisMeasures | null {
  if (!measures) return null;
  const { movement, confidenceReasons: reasons, ...rest } = measures;
  const values = lang === 'en' ? rest.values : rest.values.map((v) => ({ ...v, label: measureLabel(v.key, v.label, lang), unit: unitIn(v.unit, lang) }));
  return {
    ...rest,
    values,
    ...(movement ? { movement: { ...movement, label: movementLabel(movement.key, lang) } } : {}),
    ...(reasons ? { confidenceReasons: reasonsIn(reasons, lang) } : {}),
  };
}

/** The record of an analysis that could not be done, in English and Spanish. */
export function failedFeedback(attempts: number): Record<Language, string> {
  return {
    en: `The analysis could not be completed after ${attempts} attempt${attempts === 1 ? '' : 's'}, so no feedback was made. Please upload the file again, or ask a coach to review it.`,
    es: `No se pudo completar el análisis después de ${attempts} ${plural(attempts, 'intento', 'intentos')}, así que no hay comentarios. Vuelve a subir el archivo o pide a un entrenador que lo revise.`,
  };
}
