import { distance, median, midpoint, type PoseFrame } from './types.ts';

/** Residuals of a least-squares line through (t, v). */
function detrend(t: readonly number[], v: readonly number[]): number[] {
  const n = t.length;
  const mt = t.reduce((a, b) => a + b, 0) / n;
  const mv = v.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (t[i]! - mt) * (v[i]! - mv);
    den += (t[i]! - mt) ** 2;
  }
  const slope = den === 0 ? 0 : num / den;
  return v.map((x, i) => x - (mv + slope * (t[i]! - mt)));
}

/**
 * Stability as hip-centre sway: the root mean square distance of the hip centre from its
 * straight-line path over the clip (so steady travel across the frame does not count), as a
 * percentage of the trunk length (shoulder centre to hip centre). Lower is steadier.
 */
export function hipSway(frames: readonly PoseFrame[]): { swayPct: number } | null {
  const pts = frames.flatMap((f) => {
    const hip = midpoint(f.keypoints.left_hip, f.keypoints.right_hip);
    const shoulder = midpoint(f.keypoints.left_shoulder, f.keypoints.right_shoulder);
    return hip && shoulder ? [{ t: f.t, x: hip.x, y: hip.y, trunk: distance(hip, shoulder) }] : [];
  });
  if (pts.length < 4) return null;
  const trunk = median(pts.map((p) => p.trunk))!;
  if (trunk === 0) return null;
  const t = pts.map((p) => p.t);
  const rx = detrend(
    t,
    pts.map((p) => p.x),
  );
  const ry = detrend(
    t,
    pts.map((p) => p.y),
  );
  const rms = Math.sqrt(rx.reduce((a, x, i) => a + x * x + ry[i]! ** 2, 0) / pts.length);
  return { swayPct: (rms / trunk) * 100 };
}
