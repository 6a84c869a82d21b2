/**
 * A sprint's time from video (issue 31): from the athlete crossing the start line (or their first
 * movement) to crossing the finish line, both lines drawn by the staff in the video's pixels.
 *
 * The point that crosses is the hip midpoint (the mean of the two hip keypoints). Why not the
 * leading edge of the torso (the photo-finish rule)? The pose model gives joints, not the torso's
 * outline: the hips are its most steadily located points (both seen from the side, close to the
 * body's centre of mass), and the chest's lead over them is nearly the same at both lines of a
 * flying sprint, so it cancels in the difference. Over a standing start the athlete leans more at
 * the start line: the hips cross it a little later than the chest would (a few hundredths of a
 * second; see docs/accuracy.md for what is measured).
 *
 * The crossing instant is where a straight line fitted to the hip's signed distance from the line,
 * over about one running step around it (`fitWindowS`, up to `fitFrames` native frames, each at its
 * own timestamp), is zero. Interpolating between the two frames either side of the line alone
 * carried the pose model's frame-to-frame wander of the hip (2-3 px, with the stride's phase) whole:
 * 1.4 frames off at 240 fps; the fit averages it out (docs/accuracy.md). Speed: a coarse pose pass
 * (MoveNet, 10 frames a second) brackets each crossing (or, when the athlete is lost before the
 * finish, where the last hips seen were heading), then only the native frames around it are
 * decoded (scaled) and the pose is run on those of the window; if the fit finds no crossing, the
 * older bisection between the two frames either side of the line is the fallback. The first movement is found in pixels, not keypoints (which wander several pixels while
 * the athlete is still): the hips a quarter of a leg from where they were set bracket it, and the
 * onset is where the pixels changed against the set frame, in the athlete's box, first rise above
 * the still frames' noise (preliminary: docs/accuracy.md).
 */
import { fitSize, probeVideo, videoFrames } from '../../analysis/pose/frames.ts';
import { loadPoseModel, type Pose, type PoseModel } from '../../analysis/pose/model.ts';
import { frameTimestamps, medianRate, nativeFrames, nearestIndex, type Crop } from './jump.ts';

export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface SprintLines {
  start: Line;
  finish: Line;
}
export type SprintStart = 'line' | 'movement';

export interface SprintCrossing {
  /** The interpolated instant (s, the clip's clock). */
  t: number;
  /** The last frame before the line and the first after it (indices among the clip's frames). */
  before: number;
  after: number;
}

export interface SprintMeasure {
  timeS: number;
  start: SprintCrossing;
  finish: SprintCrossing;
  startMode: SprintStart;
  frameRate: number;
  frames: number;
  /** The one-frame bound (s): the larger frame interval at the start and at the finish. */
  boundS: number;
}

export type SprintFailure = 'unreadable' | 'no-person' | 'no-start' | 'no-finish';
export type SprintOutcome = { ok: true; measure: SprintMeasure } | { ok: false; reason: SprintFailure };

export const SPRINT = {
  coarseFps: 10,
  coarseLongSide: 320,
  /** Pose long side for the native frames near a crossing. */
  fineLongSide: 320,
  minKeypointScore: 0.3,
  /** Seconds decoded either side of a coarse bracket. */
  bracketMarginS: 0.07,
  /**
   * A crossing is where a straight line fitted to the hip's distance from the line over this many
   * seconds around it (about one running step) is zero: the pose model's hip wanders 2-3 px from
   * frame to frame and with the stride's phase, and a single pair of frames either side of the line
   * carries that error whole (1.4 frames at 240 fps); the fit averages it out.
   */
  fitWindowS: 0.3,
  /** At most this many frames of the window go through the pose model (evenly spread). */
  fitFrames: 24,
  /** The hips this share of the leg's length from where they were set: surely moving (brackets the onset). */
  bracketLeg: 0.25,
  /** Grey levels a pixel changes by to count as moved. */
  moveThreshold: 20,
  /** Share of the athlete's box that must change (above the still frames' noise): a compressed clip's frames just before a movement already show some of it. */
  moveShare: 0.005,
  /** Seconds of the set position that give the still frames' noise. */
  stillS: 0.1,
} as const;

/** Signed distance (px) of a point from a line: positive on one side, negative on the other. */
export function signedDistance(line: Line, x: number, y: number): number {
  const dx = line.x2 - line.x1;
  const dy = line.y2 - line.y1;
  const len = Math.hypot(dx, dy) || 1;
  return (dx * (y - line.y1) - dy * (x - line.x1)) / len;
}

/** Where a distance going from d0 (at t0) to d1 (at t1) is zero, linearly. */
export function crossingTime(t0: number, d0: number, t1: number, d1: number): number {
  if (d0 === d1) return t1;
  return t0 + ((t1 - t0) * d0) / (d0 - d1);
}

/**
 * The first sign change of a series after `fromIndex` against the sign the series starts with:
 * the positions of the last sample before and the first after. Null samples are skipped.
 */
export function firstCrossing(d: (number | null)[], fromIndex = 0): [number, number] | null {
  let prev = -1;
  for (let i = fromIndex; i < d.length; i++) {
    const v = d[i];
    if (v === null || v === undefined) continue;
    if (prev >= 0 && Math.sign(v) !== Math.sign(d[prev]!) && v !== 0) return [prev, i];
    if (prev >= 0 && v === 0) return [prev, i];
    prev = i;
  }
  return null;
}

/** The first sample from which the point stays more than `px` from where it was at the start (its median over the first samples). */
export function firstMove(points: ({ x: number; y: number } | null)[], px: number, settle = 3): [number, number] | null {
  const seen = points.map((p, i) => (p ? i : -1)).filter((i) => i >= 0);
  if (seen.length < settle + 2) return null;
  const x0 = median(seen.slice(0, settle).map((i) => points[i]!.x));
  const y0 = median(seen.slice(0, settle).map((i) => points[i]!.y));
  for (let k = settle; k < seen.length; k++) {
    const p = points[seen[k]!]!;
    if (Math.hypot(p.x - x0, p.y - y0) > px) {
      // moving from here on: the next seen sample is farther still
      const next = seen[k + 1];
      if (next === undefined || Math.hypot(points[next]!.x - x0, points[next]!.y - y0) > px) return [seen[k - 1]!, seen[k]!];
    }
  }
  return null;
}

const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function hipOf(p: Pose | null, sx: number, sy: number): { x: number; y: number } | null {
  if (!p) return null;
  const hips = p.keypoints.filter((k) => (k.name === 'left_hip' || k.name === 'right_hip') && (k.score ?? 0) >= SPRINT.minKeypointScore);
  if (!hips.length) return null;
  return { x: (hips.reduce((s, h) => s + h.x, 0) / hips.length) * sx, y: (hips.reduce((s, h) => s + h.y, 0) / hips.length) * sy };
}

function legOf(p: Pose | null, sy: number): number | null {
  if (!p) return null;
  const k = (n: string) => p.keypoints.find((q) => q.name === n && (q.score ?? 0) >= SPRINT.minKeypointScore);
  const hip = k('left_hip') ?? k('right_hip');
  const ankle = k('left_ankle') ?? k('right_ankle');
  return hip && ankle ? Math.abs(ankle.y - hip.y) * sy : null;
}

/**
 * At most about `max` indices of the instants within `half` seconds of `centre`: every one, or every k-th
 * (k the same for any centre, so that a window moved a little reuses the frames already read).
 */
export function windowSample(times: readonly number[], centre: number, half: number, max: number): number[] {
  const inside = times.map((t, i) => (Math.abs(t - centre) <= half + 1e-9 ? i : -1)).filter((i) => i >= 0);
  // the step from the frames' mean rate, not from this window's count (which changes with the centre)
  const perWindow = times.length > 1 ? (2 * half * (times.length - 1)) / (times.at(-1)! - times[0]! || 1) : 1;
  const k = Math.max(1, Math.ceil(perWindow / max));
  return inside.filter((i) => i % k === 0);
}

/**
 * When the coarse pass loses the athlete before seeing them past the line (at the frame's edge, or
 * a pose missed at 10 frames a second): the instant the last two hips seen after `fromIndex`
 * reach the line at their speed, if they were coming towards it and would reach it within
 * `withinS`; null otherwise.
 */
export function extrapolatedCrossing(d: readonly (number | null)[], times: readonly number[], fromIndex: number, withinS: number): number | null {
  const seen = d.map((v, i) => (v !== null && i >= fromIndex ? i : -1)).filter((i) => i >= 0);
  if (seen.length < 2) return null;
  const [a, b] = [seen.at(-2)!, seen.at(-1)!];
  const [da, db] = [d[a]!, d[b]!];
  if (Math.sign(da) !== Math.sign(db) || Math.abs(db) >= Math.abs(da)) return null;
  const t = crossingTime(times[a]!, da, times[b]!, db);
  return t - times[b]! <= withinS ? t : null;
}

/**
 * Where the least-squares straight line through (t, d) is zero; null with fewer than 4 points, no
 * point on one side of the line, or no movement across it.
 */
export function fittedCrossing(points: readonly { t: number; d: number }[]): number | null {
  if (points.length < 4 || !points.some((p) => p.d > 0) || !points.some((p) => p.d < 0)) return null;
  const n = points.length;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  const md = points.reduce((s, p) => s + p.d, 0) / n;
  let stt = 0;
  let std = 0;
  for (const p of points) {
    stt += (p.t - mt) ** 2;
    std += (p.t - mt) * (p.d - md);
  }
  if (stt === 0 || std === 0) return null;
  return mt - md / (std / stt);
}

/**
 * The crossing near `guess` (s): decodes the native frames around it (scaled for the pose), runs
 * the pose model on up to `fitFrames` of them within `fitWindowS` of the current estimate, fits a
 * straight line to the hip's signed distance from the line and takes its zero; then again around
 * that zero, until it moves less than a millisecond. Also gives the two frames either side of it.
 */
async function fitCrossing(
  input: string,
  model: PoseModel,
  size: { width: number; height: number },
  scale: { sx: number; sy: number },
  guess: number,
  value: (hip: { x: number; y: number }) => number,
): Promise<{ t: number; ta: number; tb: number } | null> {
  const half = SPRINT.fitWindowS / 2;
  const reach = half + SPRINT.bracketMarginS + 0.1;
  const frames = await nativeFrames(input, { from: guess - reach, to: guess + reach, vf: `scale=${size.width}:${size.height}`, pixFmt: 'rgb24', ...size });
  if (frames.length < 4) return null;
  const times = frames.map((f) => f.t);
  const cache = new Map<number, number | null>();
  const at = async (i: number) => {
    if (!cache.has(i)) {
      model.reset();
      const pose = await model.estimate(frames[i]!.data, size.width, size.height);
      const hip = hipOf(pose, scale.sx, scale.sy);
      cache.set(i, hip ? value(hip) : null);
    }
    return cache.get(i)!;
  };
  let t = guess;
  for (let round = 0; round < 5; round++) {
    const points: { t: number; d: number }[] = [];
    for (const i of windowSample(times, t, half, SPRINT.fitFrames)) {
      const d = await at(i);
      if (d !== null) points.push({ t: times[i]!, d });
    }
    const next = fittedCrossing(points);
    if (next === null || next < times[0]! || next > times.at(-1)!) return null;
    const moved = Math.abs(next - t);
    t = next;
    if (moved < 0.001) break;
  }
  const after = times.findIndex((x) => x >= t);
  if (after <= 0) return null;
  return { t, ta: times[after - 1]!, tb: times[after]! };
}

/**
 * Refines a crossing bracketed by coarse instants [ta, tb]: decodes the native frames between them
 * (scaled for the pose) and bisects with the pose model until two neighbouring frames straddle the
 * line (`value` gives the signed distance, or null when no hip is seen), then interpolates.
 */
async function refine(
  input: string,
  model: PoseModel,
  size: { width: number; height: number },
  scale: { sx: number; sy: number },
  ta: number,
  tb: number,
  value: (hip: { x: number; y: number }) => number,
): Promise<{ t: number; ta: number; tb: number } | null> {
  // the coarse frames' instants are the fps filter's (index / rate): a margin of half a coarse interval and more
  const frames = await nativeFrames(input, {
    from: ta - SPRINT.bracketMarginS,
    to: tb + SPRINT.bracketMarginS,
    vf: `scale=${size.width}:${size.height}`,
    pixFmt: 'rgb24',
    ...size,
  });
  if (frames.length < 2) return null;
  const cache = new Map<number, number | null>();
  const at = async (i: number) => {
    if (!cache.has(i)) {
      model.reset();
      const pose = await model.estimate(frames[i]!.data, size.width, size.height);
      const hip = hipOf(pose, scale.sx, scale.sy);
      cache.set(i, hip ? value(hip) : null);
    }
    return cache.get(i)!;
  };
  let lo = 0;
  let hi = frames.length - 1;
  // ends without a hip (the athlete at the frame's edge): step inwards
  while (lo < hi && (await at(lo)) === null) lo++;
  while (hi > lo && (await at(hi)) === null) hi--;
  const dLo = await at(lo);
  const dHi = await at(hi);
  if (dLo === null || dHi === null || Math.sign(dLo) === Math.sign(dHi)) return null;
  while (hi - lo > 1) {
    let mid = (lo + hi) >> 1;
    let d = await at(mid);
    // a frame without a hip: try its neighbours inside the bracket
    for (let k = 1; d === null && k < hi - lo; k++) {
      const j = mid + (k % 2 ? k : -k) / 1;
      if (j > lo && j < hi) {
        mid = j;
        d = await at(j);
      }
    }
    if (d === null) break;
    if (Math.sign(d) === Math.sign(dLo)) lo = mid;
    else hi = mid;
  }
  const a = (await at(lo))!;
  const b = (await at(hi))!;
  return { t: crossingTime(frames[lo]!.t, a, frames[hi]!.t, b), ta: frames[lo]!.t, tb: frames[hi]!.t };
}

/**
 * The pixels changed against a reference frame, per frame: the onset of a movement is where the
 * count first rises above the still frames' noise (its largest over the first `stillS`, and half
 * as much again) and stays there, interpolated between the two frames' timestamps.
 */
export function onsetFromCounts(times: number[], counts: number[], stillS: number, minPixels: number): number | null {
  const still = counts.filter((_, i) => times[i]! - times[0]! <= stillS);
  if (still.length < 2 || still.length >= counts.length) return null;
  const level = Math.max(...still) * 1.5 + minPixels;
  for (let i = still.length; i + 1 < counts.length; i++) {
    if (counts[i]! > level && counts[i + 1]! > level) return crossingTime(times[i - 1]!, counts[i - 1]! - level, times[i]!, counts[i]! - level);
  }
  return null;
}

async function movementOnset(input: string, box: Crop, from: number, to: number): Promise<{ t: number; ta: number; tb: number } | null> {
  if (box.width < 8 || box.height < 8) return null;
  const frames = await nativeFrames(input, {
    from,
    to,
    vf: `crop=${box.width}:${box.height}:${box.x}:${box.y}`,
    pixFmt: 'gray',
    width: box.width,
    height: box.height,
  });
  if (frames.length < 4) return null;
  const ref = frames[0]!.data;
  const counts = frames.map((f) => {
    let n = 0;
    for (let i = 0; i < ref.length; i++) if (Math.abs(f.data[i]! - ref[i]!) > SPRINT.moveThreshold) n++;
    return n;
  });
  const times = frames.map((f) => f.t);
  const t = onsetFromCounts(times, counts, SPRINT.stillS, Math.max(3, SPRINT.moveShare * ref.length));
  if (t === null) return null;
  const after = times.findIndex((x) => x >= t);
  return { t, ta: times[Math.max(0, after - 1)]!, tb: times[Math.max(0, after)]! };
}

/** Measures a sprint between two lines (video pixels), from the start line or the first movement. */
export async function measureSprint(input: string, lines: SprintLines, start: SprintStart): Promise<SprintOutcome> {
  const [info, times] = await Promise.all([probeVideo(input), frameTimestamps(input).catch(() => [] as number[])]);
  if (!info || times.length < 3) return { ok: false, reason: 'unreadable' };
  const coarseSize = fitSize(info.width, info.height, SPRINT.coarseLongSide);
  const cs = { sx: info.width / coarseSize.width, sy: info.height / coarseSize.height };
  const model = await loadPoseModel('movenet');
  model.reset();
  const t0 = times[0]!;
  const coarse: { t: number; hip: { x: number; y: number } | null; leg: number | null; box: [number, number, number, number] | null }[] = [];
  for await (const f of videoFrames(input, { fps: SPRINT.coarseFps, ...coarseSize })) {
    const pose = await model.estimate(f.rgb, f.width, f.height);
    const seen = pose?.keypoints.filter((k) => (k.score ?? 0) >= SPRINT.minKeypointScore) ?? [];
    const box =
      seen.length >= 5
        ? ([
            Math.min(...seen.map((k) => k.x)) * cs.sx,
            Math.min(...seen.map((k) => k.y)) * cs.sy,
            Math.max(...seen.map((k) => k.x)) * cs.sx,
            Math.max(...seen.map((k) => k.y)) * cs.sy,
          ] as [number, number, number, number])
        : null;
    coarse.push({ t: t0 + f.t, hip: hipOf(pose, cs.sx, cs.sy), leg: legOf(pose, cs.sy), box });
  }
  if (coarse.filter((c) => c.hip).length < 3) return { ok: false, reason: 'no-person' };
  const fineSize = fitSize(info.width, info.height, SPRINT.fineLongSide);
  const fs = { sx: info.width / fineSize.width, sy: info.height / fineSize.height };

  const dist = (line: Line) => coarse.map((c) => (c.hip ? signedDistance(line, c.hip.x, c.hip.y) : null));
  // the line fitted around the coarse bracket's own interpolation; where that fails (too few hips
  // seen around it), the bisection between the two frames either side
  const crossingNear = async (line: Line, br: [number, number]) => {
    const d = dist(line);
    const value = (h: { x: number; y: number }) => signedDistance(line, h.x, h.y);
    const guess = crossingTime(coarse[br[0]]!.t, d[br[0]]!, coarse[br[1]]!.t, d[br[1]]!);
    return (
      (await fitCrossing(input, model, fineSize, fs, guess, value)) ?? (await refine(input, model, fineSize, fs, coarse[br[0]]!.t, coarse[br[1]]!.t, value))
    );
  };
  // no coarse frame past the finish: where the last hips seen were heading, checked by the fit
  // (which needs native frames either side of the line)
  const finishAhead = (fromIndex: number) => {
    const guess = extrapolatedCrossing(
      dist(lines.finish),
      coarse.map((c) => c.t),
      fromIndex,
      2 / SPRINT.coarseFps,
    );
    return guess === null ? null : fitCrossing(input, model, fineSize, fs, guess, (h) => signedDistance(lines.finish, h.x, h.y));
  };
  let startAt: { t: number; ta: number; tb: number } | null = null;
  let fromIndex = 0;
  if (start === 'line') {
    const br = firstCrossing(dist(lines.start));
    if (!br) return { ok: false, reason: 'no-start' };
    startAt = await crossingNear(lines.start, br);
    fromIndex = br[0];
  } else {
    // the hips clearly away (a quarter of a leg) brackets the start; the onset itself is found in
    // the pixels of the athlete's box, against the set frame (keypoints wander more than a start's first millimetres)
    const legs = coarse.map((c) => c.leg).filter((l): l is number => l !== null);
    const leg = legs.length ? median(legs) : info.height * 0.25;
    const br = firstMove(
      coarse.map((c) => c.hip),
      SPRINT.bracketLeg * leg,
    );
    if (!br) return { ok: false, reason: 'no-start' };
    const set = coarse.slice(0, br[0] + 1).filter((c) => c.box);
    if (!set.length) return { ok: false, reason: 'no-start' };
    const pad = 0.15 * leg;
    const even = (v: number) => Math.max(0, Math.floor(v / 2) * 2);
    const x0 = even(Math.min(...set.map((c) => c.box![0])) - pad);
    const y0 = even(Math.min(...set.map((c) => c.box![1])) - pad);
    const box = {
      x: x0,
      y: y0,
      width: even(Math.min(info.width, Math.max(...set.map((c) => c.box![2])) + pad) - x0),
      height: even(Math.min(info.height, Math.max(...set.map((c) => c.box![3])) + pad) - y0),
    };
    startAt = await movementOnset(input, box, set[0]!.t, coarse[br[1]]!.t);
    fromIndex = br[0];
  }
  if (!startAt) return { ok: false, reason: 'no-start' };
  const fb = firstCrossing(dist(lines.finish), fromIndex);
  const finishAt = fb ? await crossingNear(lines.finish, fb) : await finishAhead(fromIndex);
  if (!finishAt) return { ok: false, reason: 'no-finish' };
  const crossing = (c: { t: number; ta: number; tb: number }): SprintCrossing => ({
    t: c.t,
    before: nearestIndex(times, c.ta),
    after: nearestIndex(times, c.tb),
  });
  const s = crossing(startAt);
  const f = crossing(finishAt);
  const interval = (c: SprintCrossing) => times[c.after]! - times[c.before]!;
  return {
    ok: true,
    measure: {
      timeS: f.t - s.t,
      start: s,
      finish: f,
      startMode: start,
      frameRate: medianRate(times),
      frames: times.length,
      boundS: Math.max(interval(s), interval(f)),
    },
  };
}
