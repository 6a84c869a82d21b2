import { describe, expect, it } from 'vitest';
import { MEASURE_INFO, MEASURE_LABEL_ES } from '@common/measures';
import { measureWords } from '../components/ai-analysis';
import type { CoachT } from '../hooks/use-coach-t';
import { en } from './en';
import { es } from './es';

/** A stand-in for i18next's t over one language's strings (plain lookup, no interpolation needed). */
const tOf = (strings: object): CoachT => ((key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], strings)) as CoachT;

describe("the AI analysis measures in the coach's languages", () => {
  it('names every measure the server computes, in the words of common/measures.ts', () => {
    for (const [key, info] of Object.entries(MEASURE_INFO)) {
      expect(en.ai.measure[key as keyof typeof en.ai.measure], key).toBe(info.label);
      expect(es.ai.measure[key as keyof typeof es.ai.measure], key).toBe(MEASURE_LABEL_ES[key as keyof typeof MEASURE_LABEL_ES]);
    }
    expect(Object.keys(en.ai.measure).sort()).toEqual(Object.keys(MEASURE_INFO).sort());
  });

  it('shows a known measure in Spanish with its unit, and an unknown one in the server words', () => {
    const t = tOf(es);
    expect(measureWords(t, { key: 'cadence', label: 'Cadence', unit: 'steps/min' })).toEqual({ label: 'Cadencia', unit: 'pasos/min' });
    expect(measureWords(t, { key: 'kneeFlexionMax', label: 'Peak knee bend', unit: '°' })).toEqual({ label: 'Flexión máxima de rodilla', unit: '°' });
    expect(measureWords(t, { key: 'somethingNew', label: 'Something new', unit: 'cm' })).toEqual({ label: 'Something new', unit: 'cm' });
  });
});
