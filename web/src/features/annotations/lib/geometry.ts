/** Drawing geometry. Points are fractions (0-1) of the video's width and height; angles and lengths are measured in the video's pixels, so a wide frame does not skew them. */
export type Point = readonly [number, number];

export interface Frame {
  width: number;
  height: number;
}

const px = (p: Point, f: Frame) => [p[0] * f.width, p[1] * f.height] as const;

/** The angle at `vertex` between the rays to `a` and `c`, in whole-frame pixels, 0-180 degrees (null when a ray has no length). */
export function angleDegrees(a: Point, vertex: Point, c: Point, frame: Frame): number | null {
  const [ax, ay] = px(a, frame);
  const [bx, by] = px(vertex, frame);
  const [cx, cy] = px(c, frame);
  const v1 = [ax - bx, ay - by] as const;
  const v2 = [cx - bx, cy - by] as const;
  const n = Math.hypot(...v1) * Math.hypot(...v2);
  if (n === 0) return null;
  const cos = Math.min(1, Math.max(-1, (v1[0] * v2[0] + v1[1] * v2[1]) / n));
  return (Math.acos(cos) * 180) / Math.PI;
}

/** The label of an angle: whole degrees ("42°"). */
export const formatDegrees = (deg: number | null) => (deg === null ? '–' : `${Math.round(deg)}°`);

/** Distance between two points in the frame's pixels (a circle's radius). */
export function distancePx(a: Point, b: Point, frame: Frame): number {
  const [ax, ay] = px(a, frame);
  const [bx, by] = px(b, frame);
  return Math.hypot(ax - bx, ay - by);
}

/** The two ends of an arrow head at `tip`, pointing away from `from` (pixels), `size` long at 28 degrees each side. */
export function arrowHead(from: Point, tip: Point, frame: Frame, size: number): [[number, number], [number, number]] {
  const [fx, fy] = px(from, frame);
  const [tx, ty] = px(tip, frame);
  const angle = Math.atan2(ty - fy, tx - fx);
  const spread = (28 * Math.PI) / 180;
  return [
    [tx - size * Math.cos(angle - spread), ty - size * Math.sin(angle - spread)],
    [tx - size * Math.cos(angle + spread), ty - size * Math.sin(angle + spread)],
  ];
}

/** A pointer position over an element as a point of the frame shown in it (letterboxed with object-fit: contain), clamped to the frame. */
export function toFramePoint(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }, frame: Frame): Point {
  const scale = Math.min(box.width / frame.width, box.height / frame.height);
  const w = frame.width * scale;
  const h = frame.height * scale;
  const x = (clientX - box.left - (box.width - w) / 2) / w;
  const y = (clientY - box.top - (box.height - h) / 2) / h;
  const clamp = (v: number) => Math.min(1, Math.max(0, Math.round(v * 10000) / 10000));
  return [clamp(x), clamp(y)];
}

/** Freehand strokes keep a point only when it moved at least `min` (fraction of the frame) from the last one, at most 500. */
export function addStrokePoint(points: readonly Point[], p: Point, min = 0.004): Point[] {
  const last = points[points.length - 1];
  if (last && Math.hypot(p[0] - last[0], p[1] - last[1]) < min) return [...points];
  return points.length >= 500 ? [...points] : [...points, p];
}
