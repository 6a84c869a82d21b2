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

/** A deterministic wobble of about ±`size` px (keypoint jitter of a real model on a still athlete). */
const wobble = (i: number, j: number, size: number) => size * Math.sin(i * 12.9898 + j * 78.233);

/** Every keypoint of a frame moved by a small deterministic jitter. */
export function jittered(keypoints: Partial<Record<Joint, Keypoint>>, i: number, size = 2): Partial<Record<Joint, Keypoint>> {
  return Object.fromEntries(Object.entries(keypoints).map(([name, p], j) => [name, kp(p.x + wobble(i, j, size), p.y + wobble(i, j + 17, size), p.score)]));
}

/**
 * A side-view figure with arms: `sideFigure` plus both arms, the upper arm at `arm` degrees from
 * straight down (forward positive) and the forearm bent a further `elbow` degrees; 60 px upper arm,
 * 50 px forearm.
 */
export function armedFigure(opts: Parameters<typeof sideFigure>[0] & { arm: number; elbow: number }) {
  const body = sideFigure(opts);
  const elbow = polar(body.right_shoulder, 60, opts.arm);
  const wrist = polar(elbow, 50, opts.arm + opts.elbow);
  return { ...body, left_elbow: elbow, right_elbow: elbow, left_wrist: wrist, right_wrist: wrist } satisfies Partial<Record<Joint, Keypoint>>;
}

const still = { left: { hip: 3, knee: 4 }, right: { hip: 3, knee: 4 } };

/** Standing still with the arms down for `seconds` at `fps`, with keypoint jitter: no movement at all. */
export function standingClip(seconds = 3, fps = 10): PoseFrame[] {
  return Array.from({ length: Math.round(seconds * fps) }, (_, i) => frame(i / fps, jittered(armedFigure({ ...still, arm: 5, elbow: 15 }), i)));
}

/**
 * A jump shot at `fps` over 2 s: a dip (knees to 55 degrees), the ball brought up to the set point
 * (upper arm at 140 degrees, elbow bent 90) and released (elbow to 10) as the legs extend.
 */
export function shotClip(fps = 10): PoseFrame[] {
  const n = 2 * fps;
  return Array.from({ length: n }, (_, i) => {
    const p = i / (n - 1); // 0 -> 1 over the shot
    const dip = Math.sin(Math.min(1, p / 0.6) * Math.PI) * 55; // down and back up in the first 60 %
    const arm = p < 0.3 ? 30 + (p / 0.3) * 110 : 140;
    const elbow = p < 0.55 ? 90 : Math.max(10, 90 - ((p - 0.55) / 0.2) * 80);
    const legs = { hip: dip * 0.8, knee: dip };
    return frame(i / fps, jittered(armedFigure({ left: legs, right: legs, lean: 5, arm, elbow }), i));
  });
}

/** Running seen from the side: thighs swinging ±40 degrees in turn at `stepsPerMinute`, knees bending in the swing. */
export function strideClip(stepsPerMinute = 180, fps = 12, seconds = 3): PoseFrame[] {
  const hz = stepsPerMinute / 120;
  return Array.from({ length: Math.round(seconds * fps) }, (_, i) => {
    const t = i / fps;
    const s = Math.sin(2 * Math.PI * hz * t + 0.3);
    const leg = (x: number) => ({ hip: 40 * x + 25, knee: 30 + 50 * Math.max(0, x) });
    return frame(t, jittered(armedFigure({ left: leg(s), right: leg(-s), lean: 8, arm: -30 * s, elbow: 90 }), i));
  });
}

/** A kick: the kicking thigh swung from 25 degrees behind the body to 85 in front, over 1.5 s, the standing leg still. */
export function kickClip(fps = 10): PoseFrame[] {
  const n = Math.round(1.5 * fps);
  return Array.from({ length: n }, (_, i) => {
    const p = i / (n - 1);
    const hip = -25 + 110 * Math.sin((p * Math.PI) / 2);
    return frame(i / fps, jittered(armedFigure({ left: { hip, knee: 60 * (1 - p) + 5 }, right: { hip: 5, knee: 10 }, lean: 10, arm: 40, elbow: 30 }), i));
  });
}
