import type { Joint, Keypoint, PoseFrame } from './types.ts';

/** Test helpers: frames built from exact geometry. */
export const kp = (x: number, y: number, score = 1): Keypoint => ({ x, y, score });

/** A point at `length` from `from`, at `degrees` clockwise from straight down (image coordinates). */
export function polar(from: Keypoint, length: number, degrees: number): Keypoint {
  const r = (degrees * Math.PI) / 180;
  return kp(from.x + length * Math.sin(r), from.y + length * Math.cos(r));
}

export const frame = (t: number, keypoints: Partial<Record<Joint, Keypoint>>): PoseFrame => ({ t, keypoints });

/**
 * A side-view figure facing right (+x): hips at (x, hipY), trunk leaning `lean` degrees forward, thighs at
 * `hipFlexion` degrees from vertical (forward) and shins bent back by `kneeFlexion`; segments of
 * 100 px (trunk, thigh, shin).
 */
export function sideFigure(opts: { x?: number; hipY?: number; lean?: number; left: { hip: number; knee: number }; right: { hip: number; knee: number } }) {
  const hip = kp(opts.x ?? 300, opts.hipY ?? 300);
  const shoulder = polar(hip, 100, 180 - (opts.lean ?? 0));
  const leg = (l: { hip: number; knee: number }) => {
    const knee = polar(hip, 100, l.hip);
    const ankle = polar(knee, 100, l.hip - l.knee);
    return { knee, ankle };
  };
  const L = leg(opts.left);
  const R = leg(opts.right);
  return {
    nose: kp(shoulder.x + 15, shoulder.y - 20),
    left_shoulder: shoulder,
    right_shoulder: shoulder,
    left_hip: hip,
    right_hip: hip,
    left_knee: L.knee,
    left_ankle: L.ankle,
    right_knee: R.knee,
    right_ankle: R.ankle,
  } satisfies Partial<Record<Joint, Keypoint>>;
}
