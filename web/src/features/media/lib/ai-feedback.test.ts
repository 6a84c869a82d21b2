import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AiFeedback, AnalysisMeasures } from '@common/analysis';
import type { TFunction } from '@/lib/i18n/i18next';
import media from '@/locales/en/media.json';
import mediaEs from '@/locales/es/media.json';
import { analysisOutcome, analysisPercent, analysisTypeLabel, describeCoverage, formatMeasure, formatProcessingTime, readMeasures } from './ai-feedback';

/** The screen's English words, as i18next gives them (plurals and placeholders included). */
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { media }, es: { media: mediaEs } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'media') as unknown as TFunction<'media'>;

/** The measures as GET /api/ai-feedback/{id} sends them for a video (common/analysis.ts). */
const VIDEO_MEASURES: AnalysisMeasures = {
  profile: 'speed',
  model: 'movenet',
  framesAnalysed: 72,
  framesWithPerson: 54,
  secondsAnalysed: 6,
  sampleFps: 12,
  keyFrameSeconds: 4.58,
  values: [
    { key: 'kneeDrive', label: 'Knee drive (peak hip flexion)', value: 63.7, unit: '°' },
    { key: 'cadence', label: 'Cadence', value: 182, unit: 'steps/min' },
    { key: 'groundContactMs', label: 'Ground contact per step', value: 140, unit: 'ms' },
    { key: 'swayPct', label: 'Hip sway (of trunk length)', value: 5.1, unit: '%' },
  ],
};
const PHOTO_NO_PERSON: AnalysisMeasures = {
  ...VIDEO_MEASURES,
  profile: 'general',
  model: 'blazepose',
  framesAnalysed: 1,
  framesWithPerson: 0,
  secondsAnalysed: 0,
  sampleFps: 0,
  keyFrameSeconds: null,
  values: [],
};

describe('readMeasures', () => {
  it("reads the API's measures: the values with their units, not the counts beside them", () => {
    expect(readMeasures(VIDEO_MEASURES)).toEqual([
      { label: 'Knee drive (peak hip flexion)', value: '63.7°' },
      { label: 'Cadence', value: '182 steps/min' },
      { label: 'Ground contact per step', value: '140 ms' },
      { label: 'Hip sway (of trunk length)', value: '5.1%' },
    ]);
    expect(readMeasures(PHOTO_NO_PERSON)).toEqual([]);
  });

  it('names a value without a label by its key', () => {
    expect(readMeasures({ ...PHOTO_NO_PERSON, values: [{ key: 'trunk_lean', label: '', value: 8, unit: '' }] })).toEqual([{ label: 'Trunk lean', value: '8' }]);
  });

  it('shows nothing without measures', () => {
    expect(readMeasures(null)).toEqual([]);
  });
});

describe('formatMeasure', () => {
  it('keeps degrees and per cent beside the number, one decimal at most', () => {
    expect(formatMeasure(42.46, '°')).toBe('42.5°');
    expect(formatMeasure(5.1, '%')).toBe('5.1%');
    expect(formatMeasure(182, 'steps/min')).toBe('182 steps/min');
    expect(formatMeasure(3, '')).toBe('3');
  });
});

describe('analysisTypeLabel', () => {
  it('turns codes into words', () => {
    expect(analysisTypeLabel('VIDEO_ANALYSIS', t)).toBe('Video Analysis');
    expect(analysisTypeLabel('IMAGE_ANALYSIS', t)).toBe('Image Analysis');
  });
});

describe('formatProcessingTime', () => {
  it('uses milliseconds, seconds or minutes as fits', () => {
    expect(formatProcessingTime(850)).toBe('850 ms');
    expect(formatProcessingTime(2400)).toBe('2.4 s');
    expect(formatProcessingTime(14_600)).toBe('15 s');
    expect(formatProcessingTime(65_000)).toBe('1 min 5 s');
  });
});

describe('describeCoverage', () => {
  it('says how much of a video the athlete was seen in, for which profile, and the key frame', () => {
    expect(describeCoverage(VIDEO_MEASURES, 'video', t)).toEqual({
      seen: 'Athlete found in 54 of 72 frames (75%) by MoveNet, over 6 s of video',
      profile: 'Speed & agility',
      keyFrame: 'Key frame at 4.6 s',
    });
  });

  it('speaks of a photo as one picture, found or not', () => {
    expect(describeCoverage(PHOTO_NO_PERSON, 'image', t)).toMatchObject({ seen: 'No athlete found in the photo by BlazePose', keyFrame: null });
    expect(describeCoverage({ ...PHOTO_NO_PERSON, framesWithPerson: 1 }, 'image', t)?.seen).toBe('Athlete found in the photo by BlazePose');
  });

  it('says it in Spanish too, with the plural of the frames', () => {
    const tEs = i18n.getFixedT('es', 'media') as unknown as TFunction<'media'>;
    expect(describeCoverage(VIDEO_MEASURES, 'video', tEs)).toEqual({
      seen: 'MoveNet encontró al atleta en 54 de 72 cuadros (75%), en 6 s de video',
      profile: 'Velocidad y agilidad',
      keyFrame: 'Cuadro clave a los 4.6 s',
    });
    expect(analysisTypeLabel('VIDEO_ANALYSIS', tEs)).toBe('Análisis de video');
  });

  it('is null without measures (an analysis that failed)', () => {
    expect(describeCoverage(null, 'video', t)).toBeNull();
  });
});

describe('analysisOutcome', () => {
  const entry = (extra: Partial<AiFeedback>): AiFeedback => ({
    id: 1,
    mediaId: 3,
    analysisType: 'VIDEO_ANALYSIS',
    confidence: 0.83,
    processingTime: 2400,
    feedback: 'Good knee drive.',
    strengths: [],
    improvements: [],
    recommendations: [],
    tags: [],
    modelVersion: 'movenet-lightning-4+rules-1',
    createdAt: '2026-05-01T10:00:00Z',
    originalName: 'sprint.mp4',
    overlayUrl: null,
    measures: null,
    ...extra,
  });
  it('tells a measured analysis from one that saw nothing to measure and one that failed', () => {
    expect(analysisOutcome(entry({ measures: VIDEO_MEASURES, strengths: ['Upright trunk'] }))).toBe('measured');
    expect(analysisOutcome(entry({ measures: PHOTO_NO_PERSON, confidence: 0, tags: ['photo-analysis', 'no-person'] }))).toBe('nothing-measured');
    expect(analysisOutcome(entry({ measures: null, confidence: 0, tags: ['analysis-failed'] }))).toBe('failed');
  });
});

describe('analysisPercent', () => {
  it('is the rounded percent of a running analysis, and null before it runs', () => {
    expect(analysisPercent({ status: 'RUNNING', progress: 41.6 })).toBe(42);
    expect(analysisPercent({ status: 'RUNNING', progress: 120 })).toBe(100);
    expect(analysisPercent({ status: 'QUEUED', progress: 0 })).toBeNull();
    expect(analysisPercent(undefined)).toBeNull();
  });
});
