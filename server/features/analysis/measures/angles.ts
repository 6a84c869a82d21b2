import { median, midpoint, type Joint, type Keypoint, type PoseFrame, type Side } from './types.ts';

/** The angle at b between the segments b-a and b-c, in degrees (0-180). */
export function angleAt(a: Keypoint, b: Keypoint, c: Keypoint): number {
  const v1x = a.x - b.x;
  const v1y = a.y - b.y;
  const v2x = c.x - b.x;
  const v2y = c.y - b.y;
  const n = Math.hypot(v1x, v1y) * Math.hypot(v2x, v2y);
  if (n === 0) return NaN;
  const cos = Math.min(1, Math.max(-1, (v1x * v2x + v1y * v2y) / n));
  return (Math.acos(cos) * 180) / Math.PI;
}

const angleOf = (f: PoseFrame, a: Joint, b: Joint, c: Joint): number | null => {
  const [pa, pb, pc] = [f.keypoints[a], f.keypoints[b], f.keypoints[c]];
  if (!pa || !pb || !pc) return null;
  const v = angleAt(pa, pb, pc);
  return Number.isNaN(v) ? null : v;
};

/**
 * Which way the athlete faces along the image's x axis: +1 (right), -1 (left), or 0 when it cannot
 * be told (seen from the front, or no nose): the median of the nose's offset from the shoulder
 * centre, if it is at least a tenth of the trunk length.
 */
export function facing(frames: readonly PoseFrame[]): 1 | -1 | 0 {
  const offsets = frames.flatMap((f) => {
    const nose = f.keypoints.nose;
    const shoulders = midpoint(f.keypoints.left_shoulder, f.keypoints.right_shoulder);
    const hips = midpoint(f.keypoints.left_hip, f.keypoints.right_hip);
    if (!nose || !shoulders || !hips) return [];
    const trunk = Math.hypot(shoulders.x - hips.x, shoulders.y - hips.y);
    return trunk > 0 ? [(nose.x - shoulders.x) / trunk] : [];
  });
  const m = median(offsets);
  if (m === null || Math.abs(m) < 0.1) return 0;
  return m > 0 ? 1 : -1;
}

/**
 * Joint angles of one frame in the image plane (degrees). Flexion is 0 when the limb is straight:
 * knee flexion = 180 - angle(hip, knee, ankle); hip flexion = 180 - angle(shoulder, hip, knee),
 * negative (extension) when the thigh is behind the trunk line and the facing direction is known;
 * elbow flexion = 180 - angle(shoulder, elbow, wrist). Shoulder elevation = angle(hip, shoulder,
 * elbow): 0 with the arm along the trunk, 90 raised level, 180 overhead.
 */
export function jointAngles(f: PoseFrame, side: Side, faces: 1 | -1 | 0 = 0) {
  const s = side;
  const flex = (v: number | null) => (v === null ? null : 180 - v);
  let hipFlexion = flex(angleOf(f, `${s}_shoulder`, `${s}_hip`, `${s}_knee`));
  const [sh, hip, knee] = [f.keypoints[`${s}_shoulder`], f.keypoints[`${s}_hip`], f.keypoints[`${s}_knee`]];
  if (hipFlexion !== null && faces !== 0 && sh && hip && knee) {
    // z of trunk (hip to shoulder) x thigh (hip to knee): its sign is the facing side when the thigh is forward.
    const cross = (sh.x - hip.x) * (knee.y - hip.y) - (sh.y - hip.y) * (knee.x - hip.x);
    if (Math.sign(cross) === -faces) hipFlexion = -hipFlexion;
  }
  return {
    kneeFlexion: flex(angleOf(f, `${s}_hip`, `${s}_knee`, `${s}_ankle`)),
    hipFlexion,
    elbowFlexion: flex(angleOf(f, `${s}_shoulder`, `${s}_elbow`, `${s}_wrist`)),
    shoulderElevation: angleOf(f, `${s}_hip`, `${s}_shoulder`, `${s}_elbow`),
  };
}
export type JointAngleName = keyof ReturnType<typeof jointAngles>;

/**
 * Trunk lean: the angle between the line from the hip centre to the shoulder centre and the
 * vertical, in degrees (0 upright, 90 horizontal). The image cannot tell forward from backward
 * without knowing where the athlete faces, so this is the size of the lean.
 */
export function trunkLean(f: PoseFrame): number | null {
  const hips = midpoint(f.keypoints.left_hip, f.keypoints.right_hip);
  const shoulders = midpoint(f.keypoints.left_shoulder, f.keypoints.right_shoulder);
  if (!hips || !shoulders) return null;
  const dx = shoulders.x - hips.x;
  const up = hips.y - shoulders.y; // y grows downwards
  if (dx === 0 && up === 0) return null;
  return (Math.atan2(Math.abs(dx), up) * 180) / Math.PI;
}

/** Range of motion of a series: max - min of the values seen (null with fewer than 2). */
export function rangeOfMotion(values: readonly (number | null)[]): number | null {
  const v = values.filter((x): x is number => x !== null);
  if (v.length < 2) return null;
  return Math.max(...v) - Math.min(...v);
}

/**
 * Left-right asymmetry (symmetry index, Robinson et al. 1987): |L - R| / ((L + R) / 2) x 100, in
 * per cent; 0 is perfectly symmetric.
 */
export function asymmetry(left: number | null, right: number | null): number | null {
  if (left === null || right === null) return null;
  const avg = (Math.abs(left) + Math.abs(right)) / 2;
  if (avg === 0) return 0;
  return (Math.abs(left - right) / avg) * 100;
}
