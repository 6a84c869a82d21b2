import { VIEW } from '../thresholds.ts';
import { median } from './types.ts';

/** A 3-D keypoint as BlazePose gives it: metres, origin between the hips, z away from the camera. */
export interface WorldKeypoint {
  name?: string;
  x: number;
  y: number;
  z?: number;
}

const deg = (r: number) => (r * 180) / Math.PI;

/**
 * How the camera sees the body, from 3-D world keypoints: the angle between the hip and shoulder
 * lines and the line of sight, in degrees (0 side-on, 90 facing or back to the camera); null
 * without the four keypoints.
 */
export function bodyView(world: readonly WorldKeypoint[] | undefined): number | null {
  if (!world?.length) return null;
  const k = new Map(world.map((p) => [p.name, p]));
  const [lh, rh, ls, rs] = ['left_hip', 'right_hip', 'left_shoulder', 'right_shoulder'].map((n) => k.get(n));
  if (!lh || !rh || !ls || !rs || [lh, rh, ls, rs].some((p) => p.z === undefined || !Number.isFinite(p.z))) return null;
  // atan2(|dx|, |dz|): 0 when the line runs along the line of sight (side view), 90 across it (front or back)
  const line = (a: WorldKeypoint, b: WorldKeypoint) => deg(Math.atan2(Math.abs(a.x - b.x), Math.abs(a.z! - b.z!)));
  return (line(lh, rh) + line(ls, rs)) / 2;
}

/**
 * The share of the confidence that the view keeps: 1 up to VIEW.confidenceFullUpTo degrees off the
 * side, falling linearly to VIEW.confidenceFloor at VIEW.confidenceFloorAt (image-plane angles
 * grow wrong as the limbs turn towards the camera); 1 when the view is not known.
 */
export function viewFactor(frames: readonly { offSideDegrees?: number }[]): number {
  const m = median(frames.flatMap((f) => (f.offSideDegrees === undefined ? [] : [f.offSideDegrees])));
  if (m === null) return 1;
  const k = Math.min(1, Math.max(0, (m - VIEW.confidenceFullUpTo) / (VIEW.confidenceFloorAt - VIEW.confidenceFullUpTo)));
  return 1 - k * (1 - VIEW.confidenceFloor);
}
