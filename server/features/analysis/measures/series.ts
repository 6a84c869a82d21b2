import { bothSides, type MeasureWords } from '../../../../common/measures.ts';
import { facing, jointAngles, trunkLean } from './angles.ts';
import { round, type PoseFrame } from './types.ts';

/** The measures that have a value in every frame (degrees), plotted against time under the player. */
export const SERIES_INFO = {
  ...bothSides('kneeFlexion', 'Knee bend', 'Flexión de rodilla'),
  ...bothSides('hipFlexion', 'Hip flexion (knee drive)', 'Flexión de cadera (elevación de rodilla)'),
  ...bothSides('elbowFlexion', 'Elbow bend', 'Flexión del codo'),
  trunkLean: { label: 'Trunk lean', unit: '°', es: 'Inclinación del tronco' },
} satisfies Record<string, MeasureWords>;
export type SeriesKey = keyof typeof SERIES_INFO;

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
