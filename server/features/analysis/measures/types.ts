/** A keypoint in image pixels (y grows downwards) with the model's score (0-1). */
export interface Keypoint {
  x: number;
  y: number;
  score: number;
}

/** The joints the measures use (MoveNet's 17 names; BlazePose's 33 include them). */
export const JOINTS = [
  'nose',
  'left_eye',
  'right_eye',
  'left_ear',
  'right_ear',
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
] as const;
export type Joint = (typeof JOINTS)[number];

/** The skeleton's bones between the joints the measures use: drawn on the key frames and stored with each track. */
export const BONES: [Joint, Joint][] = [
  ['left_shoulder', 'right_shoulder'],
  ['left_hip', 'right_hip'],
  ['left_shoulder', 'left_hip'],
  ['right_shoulder', 'right_hip'],
  ['left_shoulder', 'left_elbow'],
  ['left_elbow', 'left_wrist'],
  ['right_shoulder', 'right_elbow'],
  ['right_elbow', 'right_wrist'],
  ['left_hip', 'left_knee'],
  ['left_knee', 'left_ankle'],
  ['right_hip', 'right_knee'],
  ['right_knee', 'right_ankle'],
  ['nose', 'left_eye'],
  ['nose', 'right_eye'],
  ['left_eye', 'left_ear'],
  ['right_eye', 'right_ear'],
];

/** One analysed frame: its time and the keypoints good enough to use (absent ones were not seen). */
export interface PoseFrame {
  /** Seconds from the start of the clip. */
  t: number;
  keypoints: Partial<Record<Joint, Keypoint>>;
  /** Degrees between the camera's line of sight and the body's side (0 side-on, 90 facing or back to the camera), when the model gives 3-D keypoints. */
  offSideDegrees?: number;
}

export type Side = 'left' | 'right';
export const SIDES: readonly Side[] = ['left', 'right'];

export const round = (value: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function mean(values: readonly number[]): number | null {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The midpoint of two keypoints, when both were seen. */
export function midpoint(a: Keypoint | undefined, b: Keypoint | undefined): Keypoint | undefined {
  if (!a || !b) return undefined;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, score: Math.min(a.score, b.score) };
}

export const distance = (a: Keypoint, b: Keypoint) => Math.hypot(a.x - b.x, a.y - b.y);
