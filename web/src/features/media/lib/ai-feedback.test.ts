import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '@/lib/i18n/i18next';
import media from '@/locales/en/media.json';
import mediaEs from '@/locales/es/media.json';
import { analysisOutcome, analysisTypeLabel, describeCoverage, formatProcessingTime, parseAiFeedback, parseAiFeedbackList, readMeasures } from './ai-feedback';

/** The screen's English words, as i18next gives them (plurals and placeholders included). */
const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', resources: { en: { media }, es: { media: mediaEs } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'media') as unknown as TFunction<'media'>;

/** The measures as GET /api/ai-feedback/{id} sends them for a video (common/analysis.ts). */
const VIDEO_MEASURES = {
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
const PHOTO_NO_PERSON = { ...VIDEO_MEASURES, profile: 'general', model: 'blazepose', framesAnalysed: 1, framesWithPerson: 0, secondsAnalysed: 0, sampleFps: 0, keyFrameSeconds: null, values: [] };

describe('parseAiFeedback', () => {
  it('reads a complete entry', () => {
    const entry = parseAiFeedback({
      id: 7,
      mediaId: 3,
      analysisType: 'VIDEO_ANALYSIS',
      confidence: 0.83,
      processingTime: 2400,
      feedback: 'Good knee drive.',
      strengths: ['Knee drive'],
      improvements: ['Arm swing'],
      recommendations: ['A-skips'],
      tags: ['sprint'],
      modelVersion: 'movenet-lightning-4+rules-1',
      createdAt: '2026-05-01T10:00:00Z',
      originalName: 'sprint.mp4',
      overlayUrl: '/files/overlay.jpg',
    });
    expect(entry).toMatchObject({ id: 7, confidence: 0.83, strengths: ['Knee drive'], overlayUrl: '/files/overlay.jpg' });
  });

  it('needs only an id; missing lists read as empty and missing values as undefined', () => {
    const entry = parseAiFeedback({ id: 1 });
    expect(entry).toMatchObject({ id: 1, strengths: [], improvements: [], recommendations: [], tags: [] });
    expect(entry?.confidence).toBeUndefined();
    expect(entry?.feedback).toBeUndefined();
  });

  it('reads decimal strings as numbers and drops what cannot be read', () => {
    const entry = parseAiFeedback({ id: 2, confidence: '0.615', processingTime: 'soon', strengths: ['Balance', 3, null, ''], tags: 'sprint' });
    expect(entry).toMatchObject({ confidence: 0.615, processingTime: undefined, strengths: ['Balance'], tags: [] });
  });

  it('reads "no feedback yet" payloads as null', () => {
    expect(parseAiFeedback(null)).toBeNull();
    expect(parseAiFeedback({})).toBeNull();
    expect(parseAiFeedback({ message: 'Not found' })).toBeNull();
  });
});

describe('parseAiFeedbackList', () => {
  it('keeps the readable entries of a list', () => {
    expect(parseAiFeedbackList([{ id: 1 }, { nope: true }, null, { id: 'b2' }]).map((e) => e.id)).toEqual([1, 'b2']);
  });

  it('reads anything but a list as empty', () => {
    expect(parseAiFeedbackList(undefined)).toEqual([]);
    expect(parseAiFeedbackList({ id: 1 })).toEqual([]);
  });
});

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

  it('reads a list of labelled values with units', () => {
    expect(readMeasures([{ label: 'Knee flexion', value: 42.46, unit: '°' }, { name: 'trunk_lean', value: 8 }, { label: 'Cadence', value: 3, unit: 'steps/s' }, { label: 'Broken' }])).toEqual([
      { label: 'Knee flexion', value: '42.5°' },
      { label: 'Trunk lean', value: '8' },
      { label: 'Cadence', value: '3 steps/s' },
    ]);
  });

  it('reads a plain object of values with readable names', () => {
    expect(readMeasures({ kneeFlexion: 40, cadence_spm: 182.25, nested: { a: 1 } })).toEqual([
      { label: 'Knee Flexion', value: '40' },
      { label: 'Cadence spm', value: '182.3' },
    ]);
  });

  it('shows nothing for anything else', () => {
    expect(readMeasures(undefined)).toEqual([]);
    expect(readMeasures('fast')).toEqual([]);
  });
});

describe('analysisTypeLabel', () => {
  it('turns codes into words', () => {
    expect(analysisTypeLabel('VIDEO_ANALYSIS', t)).toBe('Video Analysis');
    expect(analysisTypeLabel('image', t)).toBe('Image');
    expect(analysisTypeLabel(undefined, t)).toBe('Analysis');
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

  it('is null for measures of another shape', () => {
    expect(describeCoverage(null, 'video', t)).toBeNull();
    expect(describeCoverage({ kneeFlexion: 40 }, 'video', t)).toBeNull();
  });
});

describe('analysisOutcome', () => {
  const entry = (extra: Record<string, unknown>) => parseAiFeedback({ id: 1, ...extra })!;
  it('tells a measured analysis from one that saw nothing to measure and one that failed', () => {
    expect(analysisOutcome(entry({ measures: VIDEO_MEASURES, strengths: ['Upright trunk'] }))).toBe('measured');
    expect(analysisOutcome(entry({ measures: PHOTO_NO_PERSON, confidence: 0, tags: ['photo-analysis', 'no-person'] }))).toBe('nothing-measured');
    expect(analysisOutcome(entry({ measures: null, confidence: 0, tags: ['analysis-failed'] }))).toBe('failed');
  });
});
