import { describe, expect, it } from 'vitest';
import type { AnalysisText } from '../../../common/analysis.ts';
import { MEASURE_INFO } from '../../../common/measures.ts';
import type { Measures } from './measures/summary.ts';
import { SERIES_INFO } from './measures/series.ts';
import { frame, sideFigure } from './measures/synthetic.ts';
import { buildReport, failedFeedback, measuresIn, textIn, type Observation } from './report.ts';
import { applyRules, RULES } from './rules.ts';
import { noMeasures as none, observation } from './test-fixtures.ts';
import { thresholdFor, type Profile } from './thresholds.ts';
import { trackIn } from './track.ts';

const PROFILES: Profile[] = ['speed', 'basketball', 'soccer', 'football', 'general'];

/** Words of the English sentences that are not Spanish words: one of them in a Spanish sentence is English left behind. */
const ENGLISH =
  /\b(the|and|of|to|for|was|were|is|it|are|with|your|this|that|aim|target|knees?|steps|frames?|found|could|please|upload|measured|strengths?|points?|work|under|within|each|leg|legs|then|analysed|analyse|checks|photo|athlete|detected|dark|full|shot|shooting|elbow|trunk|hip|jump|height|stance|ground|contact|cadence|drive|posture|sway|symmetry|stability|power|moment|needs?|seconds|only|more|least)\b/i;

/** The figures of a sentence, in order of size (word order may differ between languages). */
const figures = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();

function expectSpanishOf(en: string, es: string) {
  expect(es, en).not.toBe(en);
  expect(es.match(ENGLISH)?.[0] ?? null, `English left in: ${es}`).toBeNull();
  expect(figures(es), es).toEqual(figures(en));
  // es-US writes decimals with a point, as English does: no decimal comma.
  expect(es).not.toMatch(/\d,\d/);
}

function expectSpanishText(en: AnalysisText, es: AnalysisText) {
  expectSpanishOf(en.feedback, es.feedback);
  for (const list of ['strengths', 'improvements', 'recommendations'] as const) {
    expect(es[list]).toHaveLength(en[list].length);
    en[list].forEach((sentence, i) => expectSpanishOf(sentence, es[list][i]!));
  }
}

/** Every rule's gate open (running, a shot, knees that moved), every judged measure at `v`. */
const every = (v: number): Measures => ({
  ...none,
  kneeDrive: v,
  cadence: v,
  groundContactMs: v,
  trunkLeanMean: v,
  kneeRomLeft: 80,
  kneeRomRight: 60,
  kneeAsymmetry: v,
  swayPct: v,
  shoulderElevationMax: 150,
  kneeFlexionMax: v,
  elbowFlexionMax: v,
  elbowFlexionMin: v,
  jumpHeightCm: v,
  flightMs: 300,
});

const standing = (n: number, lean = 12) =>
  Array.from({ length: n }, (_, i) =>
    frame(i / 10, sideFigure({ lean, left: { hip: 10 + (i % 4) * 20, knee: 10 + (i % 3) * 25 }, right: { hip: 10, knee: 10 } })),
  );
/** Legs only: no trunk, so no posture to judge. */
const legsOnly = (n: number) =>
  standing(n).map((f) => ({ ...f, keypoints: { left_hip: f.keypoints.left_hip, left_knee: f.keypoints.left_knee, left_ankle: f.keypoints.left_ankle } }));

describe('the analysis in Spanish (issue 20)', () => {
  it('words every rule, met and missed, and every drill in Spanish, for every profile', () => {
    for (const profile of PROFILES) {
      const said = new Set<string>();
      // A hold too: hip sway is judged only when nothing else moves (rules.ts, GATES.holdMaxKneeRom).
      const hold = (v: number): Measures => ({ ...every(v), cadence: null, flightMs: null, kneeRomLeft: 5, kneeRomRight: 5 });
      for (const measures of [every(1), every(500), hold(1), hold(500)]) {
        for (const video of [true, false]) {
          const en = applyRules(measures, profile, video, 'en');
          const es = applyRules(measures, profile, video, 'es');
          expect(es.judged).toEqual(en.judged);
          expect(es.tags).toEqual(en.tags);
          expectSpanishText({ feedback: 'x 1', ...en }, { feedback: 'y 1', ...es });
          for (const j of en.judged) said.add(`${j.rule}:${j.met ? 'met' : 'missed'}`);
        }
      }
      // Every rule of the profile was judged both ways, so each of its sentences was checked.
      const rules = RULES.filter((r) => thresholdFor(r.name, profile)).map((r) => r.name);
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules)
        expect([...said].filter((s) => s.startsWith(`${rule}:`)).sort(), `${profile}/${rule}`).toEqual([`${rule}:met`, `${rule}:missed`]);
    }
  });

  it('keeps the English sentences as they were', () => {
    const f = applyRules({ ...none, kneeDrive: 78, cadence: 176 }, 'speed', true);
    expect(f.improvements).toEqual(['Knee drive reached 78° of hip flexion; aim for 90°.']);
    expect(applyRules({ ...none, kneeDrive: 78, cadence: 176 }, 'speed', true, 'es').improvements).toEqual([
      'La elevación de rodilla llegó a 78° de flexión de cadera; busca llegar a 90°.',
    ]);
  });

  it('writes every report in both languages: nothing seen, too short, unreadable, dark, too few frames, a photo, a video', () => {
    const cases: [Observation, Profile][] = [];
    for (const profile of PROFILES) {
      cases.push(
        [observation({ problem: 'unreadable' }), profile],
        [observation({ kind: 'image', problem: 'unreadable' }), profile],
        [observation({ problem: 'too-short', durationSeconds: 0.4 }), profile],
        [observation({}), profile],
        [observation({ framesAnalysed: 1 }), profile],
        [observation({ kind: 'image', framesAnalysed: 1, meanLuma: 12 }), profile],
        [observation({ meanLuma: 20.4 }), profile],
        [observation({ poses: standing(2), meanKeypointScore: 0.9 }), profile],
        [observation({ poses: standing(24), meanKeypointScore: 0.9, model: 'movenet' }), profile],
        [observation({ poses: standing(24, 40), meanKeypointScore: 0.9 }), profile],
        [observation({ poses: legsOnly(24), meanKeypointScore: 0.9 }), profile],
        [observation({ kind: 'image', framesAnalysed: 1, poses: standing(1), meanKeypointScore: 0.9 }), profile],
        [observation({ kind: 'image', framesAnalysed: 1, poses: legsOnly(1), meanKeypointScore: 0.9 }), profile],
      );
    }
    const english: string[] = [];
    for (const [o, profile] of cases) {
      const r = buildReport(o, profile);
      expectSpanishText(r, r.translations.es);
      english.push(r.feedback, ...r.recommendations);
    }
    // Every sentence of the report was among them.
    const all = english.join('\n');
    for (const template of [
      'This video could not be read',
      'This photo could not be read',
      'too short to analyse',
      'No athlete was detected in this video',
      'No athlete was detected in this photo (1 frame checked',
      'It is very dark',
      'too few frames to measure',
      'found the athlete in the photo, analysed for',
      'of video, analysed for',
      'Measured:',
      'to work on against the',
      'checks need joints that were not seen',
      'A photo shows one moment',
      'film the whole body',
      'MoveNet (Lightning) found',
    ]) {
      expect(all, template).toContain(template);
    }
  });

  it('names the measures and units in Spanish in the summary line', () => {
    const r = buildReport(observation({ poses: standing(24), meanKeypointScore: 0.9 }), 'general');
    expect(r.feedback).toContain('Measured: trunk lean (mean) 12°');
    expect(r.translations.es.feedback).toMatch(
      /^BlazePose \(completo\) encontró al atleta en 24 de 30 cuadros \(80%\), en 3 s de video\. Análisis de movimiento general\. Mediciones: inclinación del tronco \(media\) 12°/,
    );
    expect(r.translations.es.feedback).toMatch(/\d+ fortalezas? y \d+ aspectos? a mejorar según los objetivos de movimiento general\.$/);
  });

  it('says a failed analysis in Spanish', () => {
    for (const attempts of [1, 4]) {
      const f = failedFeedback(attempts);
      expectSpanishOf(f.en, f.es);
    }
    expect(failedFeedback(1).es).toBe(
      'No se pudo completar el análisis después de 1 intento, así que no hay comentarios. Vuelve a subir el archivo o pide a un entrenador que lo revise.',
    );
  });

  it('serves the stored Spanish, and English where a row has none (analysed before issue 20)', () => {
    const row = { feedback: 'Seen.', strengths: ['Good.'], improvements: ['Lean less.'], recommendations: ['Drill.'] };
    expect(textIn({ ...row, translations: null }, 'es')).toEqual(row);
    expect(textIn({ ...row, translations: { es: { feedback: 'Visto.' } } }, 'es')).toEqual({ ...row, feedback: 'Visto.' });
    const es = { feedback: 'Visto.', strengths: ['Bien.'], improvements: ['Inclínate menos.'], recommendations: ['Ejercicio.'] };
    expect(textIn({ ...row, translations: { es } }, 'es')).toEqual(es);
    expect(textIn({ ...row, translations: { es } }, 'en')).toEqual(row);
  });

  it('names every measure and every curve in Spanish, and leaves unknown ones as stored', () => {
    for (const m of [...Object.values(MEASURE_INFO), ...Object.values(SERIES_INFO)]) {
      expect(m.es).toMatch(/\S/);
      expect(m.es).not.toBe(m.label);
    }
    const measures = {
      profile: 'speed',
      model: 'blazepose',
      framesAnalysed: 10,
      framesWithPerson: 10,
      secondsAnalysed: 1,
      sampleFps: 10,
      keyFrameSeconds: null,
      values: [
        { key: 'cadence', label: 'Cadence', value: 176, unit: 'steps/min' },
        { key: 'somethingNew', label: 'Something new', value: 1, unit: 'cm' },
      ],
    };
    expect(measuresIn(measures, 'en')).toEqual(measures);
    expect(measuresIn(measures, 'es')!.values).toEqual([
      { key: 'cadence', label: 'Cadencia', value: 176, unit: 'pasos/min' },
      { key: 'somethingNew', label: 'Something new', value: 1, unit: 'cm' },
    ]);
    expect(measuresIn(null, 'es')).toBeNull();
    const track = { series: [{ key: 'trunkLean', label: 'Trunk lean', unit: '°', band: null, v: [1] }] } as unknown as Parameters<typeof trackIn>[0];
    expect(trackIn(track, 'en', new Map())).toEqual(track);
    expect(trackIn(track, 'es', new Map()).series[0]!.label).toBe('Inclinación del tronco');
  });
});
