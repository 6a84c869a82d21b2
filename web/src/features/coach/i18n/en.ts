import { MEASURE_INFO, type MeasureKey } from '@common/measures';
import { RATING_LABELS } from '@common/coach';
import words from './en.json';

/** The measures' English names, as the analysis stores them (one place: common/measures.ts). */
const measure = Object.fromEntries(Object.entries(MEASURE_INFO).map(([key, info]) => [key, info.label])) as Record<MeasureKey, string>;

/**
 * The coach dashboard's words in English: the spec's labels and messages, word for word (en.json),
 * with the ratings' and the measures' names taken from common/ where the server words them too.
 */
export const en = {
  ...words,
  corner: {
    ...words.corner,
    ratings: {
      5: `5 - ${RATING_LABELS[5]}`,
      4: `4 - ${RATING_LABELS[4]}`,
      3: `3 - ${RATING_LABELS[3]}`,
      2: `2 - ${RATING_LABELS[2]}`,
      1: `1 - ${RATING_LABELS[1]}`,
    },
  },
  ai: { ...words.ai, measure },
};

/** The same shape with any strings: every other language must have every key. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type CoachStrings = Strings<typeof en>;
