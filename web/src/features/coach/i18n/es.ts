import { MEASURE_LABEL_ES } from '@common/measures';
import type { CoachStrings } from './en';
import words from './es.json';

/** The coach dashboard's words in Spanish (es.json), with the measures' names of common/measures.ts. */
export const es: CoachStrings = { ...words, ai: { ...words.ai, measure: MEASURE_LABEL_ES } };
