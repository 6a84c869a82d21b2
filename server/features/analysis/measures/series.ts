import { facing, jointAngles, trunkLean } from './angles.ts';
import { round, type PoseFrame } from './types.ts';

/** The measures that have a value in every frame (degrees), plotted against time under the player. */
export const SERIES_INFO = {
  kneeFlexionLeft: { label: 'Knee bend, left', unit: '°' },
  kneeFlexionRight: { label: 'Knee bend, right', unit: '°' },
  hipFlexionLeft: { label: 'Hip flexion (knee drive), left', unit: '°' },
  hipFlexionRight: { label: 'Hip flexion (knee drive), right', unit: '°' },
  elbowFlexionLeft: { label: 'Elbow bend, left', unit: '°' },
  elbowFlexionRight: { label: 'Elbow bend, right', unit: '°' },
  trunkLean: { label: 'Trunk lean', unit: '°' },
} as const;
export type SeriesKey = keyof typeof SERIES_INFO;

/** The curves' names in Spanish (issue 20). */
export const SERIES_LABEL_ES: Record<SeriesKey, string> = {
  kneeFlexionLeft: 'Flexión de rodilla, izquierda',
  kneeFlexionRight: 'Flexión de rodilla, derecha',
  hipFlexionLeft: 'Flexión de cadera (elevación de rodilla), izquierda',
  hipFlexionRight: 'Flexión de cadera (elevación de rodilla), derecha',
  elbowFlexionLeft: 'Flexión del codo, izquierda',
  elbowFlexionRight: 'Flexión del codo, derecha',
  trunkLean: 'Inclinación del tronco',
};

/**
 * Each frame's joint angles (the same definitions as the clip's summary: `jointAngles`, `trunkLean`),
 * to 0.1 degree; null where the frame had no person or the joints were not seen. `frames[i]` null
 * means frame i had no person.
 */
export function frameSeries(frames: readonly (PoseFrame | null)[]): Record<SeriesKey, (number | null)[]> {
  const seen = frames.filter((f): f is PoseFrame => f !== null);
  const faces = facing(seen);
  const out = Object.fromEntries(Object.keys(SERIES_INFO).map((k) => [k, [] as (number | null)[]])) as Record<SeriesKey, (number | null)[]>;
  const r = (v: number | null) => (v === null || !Number.isFinite(v) ? null : round(v, 1));
  for (const f of frames) {
    const left = f ? jointAngles(f, 'left', faces) : null;
    const right = f ? jointAngles(f, 'right', faces) : null;
    out.kneeFlexionLeft.push(r(left?.kneeFlexion ?? null));
    out.kneeFlexionRight.push(r(right?.kneeFlexion ?? null));
    out.hipFlexionLeft.push(r(left?.hipFlexion ?? null));
    out.hipFlexionRight.push(r(right?.hipFlexion ?? null));
    out.elbowFlexionLeft.push(r(left?.elbowFlexion ?? null));
    out.elbowFlexionRight.push(r(right?.elbowFlexion ?? null));
    out.trunkLean.push(r(f ? trunkLean(f) : null));
  }
  return out;
}
