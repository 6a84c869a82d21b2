import { MEASURE_INFO } from '../../../common/measures.ts';
import type { Measures } from './measures/summary.ts';
import type { Observation } from './observation.ts';

/** Test helpers for the rules and the report. Every measure unmeasured: spread it and set what the test judges. */
export const noMeasures = Object.fromEntries(Object.keys(MEASURE_INFO).map((k) => [k, null])) as unknown as Measures;

/** A 3 s video, 30 frames checked by BlazePose and nobody found: override what the test needs. */
export const observation = (over: Partial<Observation>): Observation => ({
  kind: 'video',
  model: 'blazepose',
  framesAnalysed: 30,
  poses: [],
  meanKeypointScore: null,
  sampleFps: 10,
  secondsAnalysed: 3,
  durationSeconds: 3,
  meanLuma: 120,
  keyFrameSeconds: null,
  ...over,
});
