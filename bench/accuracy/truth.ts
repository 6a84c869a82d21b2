/**
 * The true values of the analysis' measures, from a posed figure's 3-D joint centres (three.js
 * world coordinates, y up). They are defined as the analysis defines its measures
 * (server/features/analysis/measures/angles.ts), in 3-D instead of the image plane:
 * knee flexion = 180 - angle(hip, knee, ankle); hip flexion = 180 - angle(shoulder, hip, knee),
 * negative when the thigh is behind the trunk line; elbow flexion = 180 - angle(shoulder, elbow,
 * wrist); shoulder elevation = angle(hip, shoulder, elbow); trunk lean = angle of hip centre to
 * shoulder centre from the vertical.
 */
import type { Vec3 } from './spec.ts';

export type Side = 'left' | 'right';
export const MEASURES = ['kneeFlexion', 'hipFlexion', 'elbowFlexion', 'shoulderElevation'] as const;
export type SideMeasure = (typeof MEASURES)[number];
export interface TrueAngles {
  left: Record<SideMeasure, number>;
  right: Record<SideMeasure, number>;
  trunkLean: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);
const mid = (a: Vec3, b: Vec3): Vec3 => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
const deg = (r: number) => (r * 180) / Math.PI;

/** The angle at b between b-a and b-c, degrees (0-180). */
export function angle3(a: Vec3, b: Vec3, c: Vec3): number {
  const u = sub(a, b);
  const v = sub(c, b);
  const cos = dot(u, v) / (norm(u) * norm(v));
  return deg(Math.acos(Math.min(1, Math.max(-1, cos))));
}

export function trueAngles(j: Record<string, Vec3>): TrueAngles {
  const get = (name: string) => {
    const v = j[name];
    if (!v) throw new Error(`the truth has no ${name}`);
    return v;
  };
  // the body's right-hand axis, from the left hip to the right hip
  const right = sub(get('right_hip'), get('left_hip'));
  const side = (s: Side): Record<SideMeasure, number> => {
    const [sh, el, wr, hip, knee, ankle] = ['shoulder', 'elbow', 'wrist', 'hip', 'knee', 'ankle'].map((n) => get(`${s}_${n}`)) as [
      Vec3,
      Vec3,
      Vec3,
      Vec3,
      Vec3,
      Vec3,
    ];
    let hipFlexion = 180 - angle3(sh, hip, knee);
    // trunk x thigh points along the body's left when the thigh is in front of the trunk line
    if (dot(cross(sub(sh, hip), sub(knee, hip)), right) > 0) hipFlexion = -hipFlexion;
    return {
      kneeFlexion: 180 - angle3(hip, knee, ankle),
      hipFlexion,
      elbowFlexion: 180 - angle3(sh, el, wr),
      shoulderElevation: angle3(hip, sh, el),
    };
  };
  const trunk = sub(mid(get('left_shoulder'), get('right_shoulder')), mid(get('left_hip'), get('right_hip')));
  return { left: side('left'), right: side('right'), trunkLean: deg(Math.atan2(Math.hypot(trunk[0], trunk[2]), trunk[1])) };
}

/**
 * A stick figure posed by anatomical angles (degrees), facing +x with y up: the truth maths'
 * test skeleton. Hip and shoulder flexion swing the thigh and arm forward in the sagittal plane,
 * knee and elbow flexion bend the shank back and the forearm forward, trunk lean tilts the trunk
 * (and what hangs from it) forward about the hips.
 */
export function stickFigure(a: {
  trunkLean: number;
  left: Partial<Record<'hip' | 'knee' | 'shoulder' | 'elbow', number>>;
  right: Partial<Record<'hip' | 'knee' | 'shoulder' | 'elbow', number>>;
}) {
  const r = (d: number) => (d * Math.PI) / 180;
  // a direction in the sagittal plane at `d` degrees forward from straight down
  const down = (d: number): Vec3 => [Math.sin(r(d)), -Math.cos(r(d)), 0];
  const add = (p: Vec3, dir: Vec3, len: number): Vec3 => [p[0] + dir[0] * len, p[1] + dir[1] * len, p[2] + dir[2] * len];
  const j: Record<string, Vec3> = {};
  for (const [s, z] of [
    ['left', -0.1],
    ['right', 0.1],
  ] as const) {
    const q = a[s];
    const hip: Vec3 = [0, 1, z];
    const shoulder = add(hip, down(180 - a.trunkLean), 0.5);
    const knee = add(hip, down(q.hip ?? 0), 0.45);
    const ankle = add(knee, down((q.hip ?? 0) - (q.knee ?? 0)), 0.42);
    // the arm hangs along the trunk line at 0 and swings forward with shoulder flexion
    const upper = -a.trunkLean + (q.shoulder ?? 0);
    const elbow = add(shoulder, down(upper), 0.3);
    const wrist = add(elbow, down(upper + (q.elbow ?? 0)), 0.27);
    Object.assign(j, {
      [`${s}_hip`]: hip,
      [`${s}_shoulder`]: shoulder,
      [`${s}_knee`]: knee,
      [`${s}_ankle`]: ankle,
      [`${s}_elbow`]: elbow,
      [`${s}_wrist`]: wrist,
    });
  }
  return j;
}
