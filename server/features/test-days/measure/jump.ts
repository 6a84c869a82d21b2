/**
 * The height of a countermovement jump filmed from the side (issue 31), from its flight time:
 * h = g·t²/8. The flight time is read off the clip's own frame timestamps (phones record variable
 * frame rates: no constant rate is assumed anywhere).
 *
 * Convention: take-off = the first frame in the air, landing = the first frame back on the ground;
 * flight time = landing.t - takeoff.t. Each of the two frames comes at most one frame interval after
 * its true instant, so the flight time is off by less than one frame interval either way
 * (`boundS`), and the height by less than `boundCm`.
 *
 * How, within about 1 CPU second per second of video:
 *  1. a coarse pose pass (MoveNet, 10 frames a second) finds the person, their ankles and legs, and
 *     the rough flight (the ankles well above where they stand);
 *  2. only around that flight, every native frame is decoded as a small colour crop at the feet;
 *     the feet are the pixels that differ from the frame of the top of the flight (the ground there
 *     is bare) and their lowest row, against the row they stand on, is their height in pixels;
 *  3. the instants the feet leave and reach the ground are the roots of a parabola fitted to the
 *     feet's heights in the air (the body's flight is one) (a pixel threshold
 *     alone would call the air late at take-off and the ground early at landing); take-off and
 *     landing are the first frames at or after those instants.
 */
import { spawn } from 'node:child_process';
import { FFMPEG, FFPROBE, run } from '../../../platform/storage/media-tools.ts';
import { fitSize, probeVideo, videoFrames } from '../../analysis/pose/frames.ts';
import { loadPoseModel, type Pose } from '../../analysis/pose/model.ts';

export const G = 9.81;

export interface JumpFrame {
  /** Index among the clip's frames (in presentation order, from 0). */
  frame: number;
  /** Its timestamp (s), as the clip records it. */
  t: number;
}

export interface JumpMeasure {
  flightTimeS: number;
  heightCm: number;
  /** The first frame in the air. */
  takeoff: JumpFrame;
  /** The first frame back on the ground. */
  landing: JumpFrame;
  /** Median frames per second of the clip (from its timestamps). */
  frameRate: number;
  /** Frames in the clip. */
  frames: number;
  /** The one-frame bound of the flight time (s): the larger frame interval ending at take-off or at landing. */
  boundS: number;
  /** The height error if the flight time were off by boundS (cm). */
  boundCm: number;
  /** The frames to show as evidence (jumpEvidence renders them as JPEGs). */
  evidence: { takeoff: JumpFrame; landing: JumpFrame };
}

export type JumpFailure =
  /** ffprobe cannot read it, or it has no video frames. */
  | 'unreadable'
  /** No person in enough of the coarse frames. */
  | 'no-person'
  /** A person, but their feet never leave the ground (or the jump is cut off by the clip's ends). */
  | 'no-jump'
  /** A rough flight from the pose, but the feet's pixels could not be followed to the ground. */
  | 'feet-not-found';

export type JumpOutcome = { ok: true; measure: JumpMeasure } | { ok: false; reason: JumpFailure };

/** h = g·t²/8, in cm. */
export const jumpHeightCm = (flightS: number) => ((G * flightS * flightS) / 8) * 100;

/** Tuning, in one place. */
export const JUMP = {
  coarseFps: 10,
  coarseLongSide: 320,
  minKeypointScore: 0.3,
  /** Share of the coarse frames that must show a person. */
  minPersonShare: 0.5,
  /** The ankles this share of the leg's length above their standing height: in the air (coarse). */
  coarseAirLeg: 0.08,
  /** Seconds decoded at the native rate either side of the rough flight. */
  fineMarginS: 0.2,
  /** Levels (0-255, in one channel at least) a foot pixel differs from the bare ground by. */
  diffThreshold: 22,
  /** Foot pixels in a row to call it part of a foot. */
  minRowPixels: 1,
  /** Feet at least this many pixels above their ground row: in the air. */
  airPx: 1,
  /** Heights from this share of the leg's length (clear of a heel rising on the toes before take-off)... */
  fitFromLeg: 0.015,
  /** ...up to this share go into the parabola through take-off and landing. */
  fitLeg: 0.3,
} as const;

/** The median of a list (NaN when empty). */
export function median(v: number[]): number {
  if (!v.length) return Number.NaN;
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Frames per second from timestamps: 1 / the median interval. */
export function medianRate(times: number[]): number {
  const d: number[] = [];
  for (let i = 1; i < times.length; i++) d.push(times[i]! - times[i - 1]!);
  const m = median(d.filter((x) => x > 0));
  return Number.isFinite(m) ? 1 / m : 0;
}

export interface CoarseSample {
  t: number;
  /** Mean y (px, down) of the ankles seen, or null. */
  ankleY: number | null;
}

/**
 * The rough flight from coarse samples: the longest run of samples with the ankles more than
 * `airPx` above their standing height (the 80th percentile of their y). Null when there is none,
 * or when it touches the clip's first or last sample (the jump is cut off).
 */
export function coarseFlight(samples: CoarseSample[], airPx: number): { groundBefore: number; airFirst: number; airLast: number; groundAfter: number } | null {
  const seen = samples.filter((s): s is { t: number; ankleY: number } => s.ankleY !== null);
  if (seen.length < 4) return null;
  const ys = seen.map((s) => s.ankleY).sort((a, b) => a - b);
  const ground = ys[Math.floor(ys.length * 0.8)]!;
  let best: [number, number] | null = null;
  let start = -1;
  for (let i = 0; i <= seen.length; i++) {
    const air = i < seen.length && seen[i]!.ankleY < ground - airPx;
    if (air && start < 0) start = i;
    if (!air && start >= 0) {
      if (!best || i - start > best[1] - best[0]) best = [start, i];
      start = -1;
    }
  }
  if (!best || best[0] === 0 || best[1] === seen.length) return null;
  return { groundBefore: seen[best[0] - 1]!.t, airFirst: seen[best[0]]!.t, airLast: seen[best[1] - 1]!.t, groundAfter: seen[best[1]]!.t };
}

/**
 * Take-off and landing from the feet's heights above the ground (px; Infinity when they are out of
 * view above) at the frames' timestamps. The flight is the longest run of frames at least `airPx`
 * up; where it leaves and reaches the ground are the roots of the parabola fitted to its heights
 * from `fitFromPx` to `fitPx` (clear of a heel rising before take-off, below the top of the view),
 * and take-off (landing) is the first frame at or after each.
 * Returns frame positions in `times`, and the two crossing instants; null without a flight or
 * with a flight touching either end of the series.
 */
export function detectFlight(
  times: number[],
  heights: number[],
  opts: { airPx: number; fitFromPx: number; fitPx: number },
): { takeoff: number; landing: number; takeoffAt: number; landingAt: number } | null {
  let best: [number, number] | null = null;
  let start = -1;
  for (let i = 0; i <= heights.length; i++) {
    const air = i < heights.length && heights[i]! >= opts.airPx;
    if (air && start < 0) start = i;
    if (!air && start >= 0) {
      if (!best || i - start > best[1] - best[0]) best = [start, i];
      start = -1;
    }
  }
  if (!best || best[0] === 0 || best[1] === heights.length) return null;
  const [first, end] = best; // heights[first..end-1] in the air, heights[end] on the ground
  // a parabola through the airborne heights from fitFromPx to fitPx (the feet rise and fall as the body does)
  const idx: number[] = [];
  for (let i = first; i < end; i++) if (Number.isFinite(heights[i]!) && heights[i]! >= opts.fitFromPx && heights[i]! <= opts.fitPx) idx.push(i);
  const roots =
    idx.length >= 3
      ? parabolaRoots(
          idx.map((i) => times[i]! - times[first]!),
          idx.map((i) => heights[i]!),
        )
      : null;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  // the roots lie before the first fitted frame (take-off) and after the last (landing), at most
  // a few frames beyond the threshold's frames (a lift under a pixel reads as the ground)
  const near = (i: number) => times[Math.min(times.length - 1, Math.max(0, i))]!;
  const takeoffAt = roots ? clamp(times[first]! + roots[0], near(first - 3), times[idx[0]!]!) : times[first]!;
  const landingAt = roots ? clamp(times[first]! + roots[1], times[idx.at(-1)!]!, near(end + 2)) : times[end]!;
  const firstAtOrAfter = (at: number) => {
    const i = times.findIndex((t) => t >= at - 1e-9);
    return i < 0 ? times.length - 1 : i;
  };
  return { takeoff: firstAtOrAfter(takeoffAt), landing: firstAtOrAfter(landingAt), takeoffAt, landingAt };
}

/** The two roots of the least-squares parabola h = a + b·t + c·t² opening downwards; null if none. */
export function parabolaRoots(ts: number[], hs: number[]): [number, number] | null {
  // normal equations, with t centred for conditioning
  const m = ts.reduce((a, b) => a + b, 0) / ts.length;
  let s0 = 0,
    s1 = 0,
    s2 = 0,
    s3 = 0,
    s4 = 0,
    y0 = 0,
    y1 = 0,
    y2 = 0;
  for (let k = 0; k < ts.length; k++) {
    const x = ts[k]! - m;
    const y = hs[k]!;
    s0 += 1;
    s1 += x;
    s2 += x * x;
    s3 += x * x * x;
    s4 += x * x * x * x;
    y0 += y;
    y1 += x * y;
    y2 += x * x * y;
  }
  const det = (a: number[]) => a[0]! * (a[4]! * a[8]! - a[5]! * a[7]!) - a[1]! * (a[3]! * a[8]! - a[5]! * a[6]!) + a[2]! * (a[3]! * a[7]! - a[4]! * a[6]!);
  const A = [s0, s1, s2, s1, s2, s3, s2, s3, s4];
  const D = det(A);
  if (Math.abs(D) < 1e-18) return null;
  const a = det([y0, s1, s2, y1, s2, s3, y2, s3, s4]) / D;
  const b = det([s0, y0, s2, s1, y1, s3, s2, y2, s4]) / D;
  const c = det([s0, s1, y0, s1, s2, y1, s2, s3, y2]) / D;
  const disc = b * b - 4 * a * c;
  if (!(c < 0) || disc <= 0) return null;
  const r1 = (-b + Math.sqrt(disc)) / (2 * c);
  const r2 = (-b - Math.sqrt(disc)) / (2 * c);
  return [Math.min(r1, r2) + m, Math.max(r1, r2) + m];
}

/** The measure from the clip's timestamps and the two frames (positions in `times`). */
export function jumpMeasure(times: number[], takeoff: number, landing: number): JumpMeasure {
  const flightTimeS = times[landing]! - times[takeoff]!;
  const interval = (i: number) => (i > 0 ? times[i]! - times[i - 1]! : (times[i + 1] ?? times[i]!) - times[i]!);
  const boundS = Math.max(interval(takeoff), interval(landing));
  const t = { frame: takeoff, t: times[takeoff]! };
  const l = { frame: landing, t: times[landing]! };
  return {
    flightTimeS,
    heightCm: jumpHeightCm(flightTimeS),
    takeoff: t,
    landing: l,
    frameRate: medianRate(times),
    frames: times.length,
    boundS,
    boundCm: jumpHeightCm(flightTimeS + boundS) - jumpHeightCm(flightTimeS),
    evidence: { takeoff: t, landing: l },
  };
}

/** Every frame's timestamp (s), in presentation order, from the container's packets (nothing decoded). */
export async function frameTimestamps(input: string): Promise<number[]> {
  const out = await run(FFPROBE, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', input], 60_000);
  return out
    .toString()
    .split('\n')
    .map((l) => Number.parseFloat(l))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
}

export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every native frame between `from` and `to` (s, the clip's timestamps) through a filter (`vf`: a
 * crop, a scale) as raw `pixFmt` (gray: 1 byte a pixel, rgb24: 3), each with its own timestamp
 * (showinfo's pts_time, the clip's clock kept by -copyts): no rate is assumed.
 */
export async function nativeFrames(
  input: string,
  opts: { from: number; to: number; vf: string; pixFmt: 'gray' | 'rgb24'; width: number; height: number },
): Promise<{ t: number; data: Buffer }[]> {
  const from = Math.max(0, opts.from);
  const args = ['-v', 'info', '-nostdin', '-copyts', '-ss', from.toFixed(4), '-t', (opts.to - from).toFixed(4), '-i', input, '-an', '-vsync', 'passthrough'];
  args.push('-vf', `${opts.vf},showinfo`, '-f', 'rawvideo', '-pix_fmt', opts.pixFmt, 'pipe:1');
  const child = spawn(FFMPEG, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const times: number[] = [];
  let err = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => {
    err += d;
    let nl: number;
    while ((nl = err.indexOf('\n')) >= 0) {
      const line = err.slice(0, nl);
      err = err.slice(nl + 1);
      const m = /showinfo.*\bpts_time:\s*(-?[\d.]+)/.exec(line);
      if (m) times.push(Number(m[1]));
    }
  });
  const chunks: Buffer[] = [];
  for await (const c of child.stdout as AsyncIterable<Buffer>) chunks.push(c);
  await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on('close', resolve)));
  const all = Buffer.concat(chunks);
  const size = opts.width * opts.height * (opts.pixFmt === 'gray' ? 1 : 3);
  const n = Math.min(times.length, Math.floor(all.length / size));
  return Array.from({ length: n }, (_, i) => ({ t: times[i]!, data: all.subarray(i * size, (i + 1) * size) }));
}

/** Every native frame between `from` and `to` as an RGB crop, with its timestamp. */
export async function colourCrops(input: string, crop: Crop, from: number, to: number): Promise<{ t: number; rgb: Buffer }[]> {
  const frames = await nativeFrames(input, {
    from,
    to,
    vf: `crop=${crop.width}:${crop.height}:${crop.x}:${crop.y}`,
    pixFmt: 'rgb24',
    width: crop.width,
    height: crop.height,
  });
  return frames.map((f) => ({ t: f.t, rgb: f.data }));
}

/**
 * Per pixel, the largest of the three channels' differences between two RGB images (a red shoe
 * on a green floor is a small difference of brightness, a large one of colour).
 */
export function colourDiff(a: Buffer, b: Buffer): Uint8Array {
  const out = new Uint8Array(a.length / 3);
  for (let i = 0, j = 0; j < out.length; i += 3, j++) {
    out[j] = Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!));
  }
  return out;
}

/**
 * The lowest row (from the crop's top) with at least `minRowPixels` foot pixels: pixels differing
 * from the bare ground's frame (`diff`, colourDiff) by more than `threshold`, and so does the pixel
 * above (a lone pixel of compression noise is no foot, the thin tip of a pointed shoe is). -1 when none.
 */
export function lowestFootRow(diff: Uint8Array, width: number, height: number, threshold: number, minRowPixels: number): number {
  for (let y = height - 1; y >= 1; y--) {
    let n = 0;
    const row = y * width;
    for (let x = 0; x < width; x++) if (diff[row + x]! > threshold && diff[row - width + x]! > threshold && ++n >= minRowPixels) return y;
  }
  return -1;
}

/**
 * The feet's lower edge (rows from the crop's top, to a fraction of a pixel); -1 when no foot.
 * Below the lowest foot row the sole covers part of a pixel: each column's edge is where its
 * coverage adds up, the coverage of a pixel being its difference from the bare ground against that
 * of the fully covered pixel two rows up. The edge is the mean over the columns reaching the lowest row.
 */
export function footEdge(diff: Uint8Array, width: number, height: number, threshold: number, minRowPixels: number): number {
  const r = lowestFootRow(diff, width, height, threshold, minRowPixels);
  if (r < 2) return r;
  const d = (y: number, x: number) => (y < height ? diff[y * width + x]! : 0);
  let sum = 0;
  let n = 0;
  for (let x = 0; x < width; x++) {
    const full = d(r - 2, x);
    if (full <= threshold || d(r, x) <= threshold || d(r - 1, x) <= threshold) continue;
    let mass = 0;
    for (let y = r - 2; y <= r + 2; y++) mass += Math.min(1, d(y, x) / full);
    sum += r - 2 + mass;
    n++;
  }
  return n ? sum / n : r + 0.5;
}

const kp = (p: Pose, name: string) => {
  const k = p.keypoints.find((q) => q.name === name);
  return k && (k.score ?? 0) >= JUMP.minKeypointScore ? k : null;
};

interface CoarseFrame {
  t: number;
  ankles: { x: number; y: number }[];
  hipY: number | null;
}

/** Measures a countermovement jump filmed from the side. */
export async function measureJump(input: string): Promise<JumpOutcome> {
  const [info, times] = await Promise.all([probeVideo(input), frameTimestamps(input).catch(() => [] as number[])]);
  if (!info || times.length < 3) return { ok: false, reason: 'unreadable' };

  // 1. the coarse pose pass
  const size = fitSize(info.width, info.height, JUMP.coarseLongSide);
  const sx = info.width / size.width;
  const sy = info.height / size.height;
  const model = await loadPoseModel('movenet');
  model.reset();
  const coarse: CoarseFrame[] = [];
  const t0 = times[0]!;
  for await (const f of videoFrames(input, { fps: JUMP.coarseFps, ...size })) {
    const pose = await model.estimate(f.rgb, f.width, f.height);
    const ankles = pose ? (['left_ankle', 'right_ankle'].map((n) => kp(pose, n)).filter(Boolean) as { x: number; y: number }[]) : [];
    const hips = pose ? (['left_hip', 'right_hip'].map((n) => kp(pose, n)).filter(Boolean) as { y: number }[]) : [];
    coarse.push({
      t: t0 + f.t,
      ankles: ankles.map((a) => ({ x: a.x * sx, y: a.y * sy })),
      hipY: hips.length ? (hips.reduce((s, h) => s + h.y, 0) / hips.length) * sy : null,
    });
  }
  const withPerson = coarse.filter((c) => c.ankles.length && c.hipY !== null);
  if (withPerson.length < Math.max(3, coarse.length * JUMP.minPersonShare)) return { ok: false, reason: 'no-person' };
  const ankleY = (c: CoarseFrame) => (c.ankles.length ? c.ankles.reduce((s, a) => s + a.y, 0) / c.ankles.length : null);
  const standingAnkle = median(
    withPerson
      .map((c) => ankleY(c)!)
      .sort((a, b) => b - a)
      .slice(0, Math.ceil(withPerson.length / 2)),
  );
  const leg = median(withPerson.map((c) => ankleY(c)! - c.hipY!).filter((d) => d > 0));
  if (!(leg > 4)) return { ok: false, reason: 'no-person' };
  const rough = coarseFlight(
    coarse.map((c) => ({ t: c.t, ankleY: ankleY(c) })),
    JUMP.coarseAirLeg * leg,
  );
  if (!rough) return { ok: false, reason: 'no-jump' };

  // 2. the native frames around the flight, grey, cropped at the feet
  const groundAnkles = withPerson.filter((c) => c.t <= rough.groundBefore || c.t >= rough.groundAfter).flatMap((c) => c.ankles);
  const ax = groundAnkles.length ? groundAnkles.map((a) => a.x) : withPerson.flatMap((c) => c.ankles.map((a) => a.x));
  const even = (v: number) => Math.max(0, Math.floor(v / 2) * 2);
  const x0 = even(Math.max(0, Math.min(...ax) - 0.45 * leg));
  const x1 = Math.min(info.width, Math.max(...ax) + 0.45 * leg);
  const y0 = even(Math.max(0, standingAnkle - 0.3 * leg));
  const y1 = Math.min(info.height, standingAnkle + 0.25 * leg);
  const crop: Crop = { x: x0, y: y0, width: even(x1 - x0), height: even(y1 - y0) };
  if (crop.width < 8 || crop.height < 8) return { ok: false, reason: 'feet-not-found' };
  const from = rough.groundBefore - JUMP.fineMarginS;
  const to = rough.groundAfter + JUMP.fineMarginS;
  const fine = await colourCrops(input, crop, from, to);
  if (fine.length < 5) return { ok: false, reason: 'feet-not-found' };

  // 3. the feet's heights against the bare ground at the top of the flight
  const peakT = (rough.airFirst + rough.airLast) / 2;
  const bare = fine.reduce((b, f) => (Math.abs(f.t - peakT) < Math.abs(b.t - peakT) ? f : b)).rgb;
  const rows = fine.map((f) => footEdge(colourDiff(f.rgb, bare), crop.width, crop.height, JUMP.diffThreshold, JUMP.minRowPixels));
  const groundRows = fine.map((f, i) => (f.t <= rough.groundBefore || f.t >= rough.groundAfter ? rows[i]! : -1)).filter((r) => r >= 0);
  if (groundRows.length < 2) return { ok: false, reason: 'feet-not-found' };
  const groundRow = median(groundRows);
  const heights = rows.map((r) => (r < 0 ? Number.POSITIVE_INFINITY : groundRow - r));
  const fineTimes = fine.map((f) => f.t);
  const found = detectFlight(fineTimes, heights, { airPx: JUMP.airPx, fitFromPx: Math.max(1, JUMP.fitFromLeg * leg), fitPx: Math.max(4, JUMP.fitLeg * leg) });
  if (!found) return { ok: false, reason: 'feet-not-found' };
  const index = (t: number) => nearestIndex(times, t);
  const m = jumpMeasure(times, index(fineTimes[found.takeoff]!), index(fineTimes[found.landing]!));
  return { ok: true, measure: m };
}

/** The position in sorted `times` nearest to t. */
export function nearestIndex(times: number[], t: number): number {
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 && Math.abs(times[lo - 1]! - t) <= Math.abs(times[lo]! - t) ? lo - 1 : lo;
}

/** The take-off and landing frames as JPEGs (640 px wide at most), to show with the result. */
/** The frame shown at instant `t` (s, the clip's clock), as a JPEG 640 px wide at most: the evidence of a measure. */
export function frameJpeg(input: string, t: number): Promise<Buffer> {
  return run(
    FFMPEG,
    [
      '-v',
      'error',
      '-nostdin',
      '-copyts',
      '-ss',
      Math.max(0, t - 0.0005).toFixed(4),
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      "scale='min(640,iw)':-2",
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      '-q:v',
      '4',
      'pipe:1',
    ],
    30_000,
  );
}

export async function jumpEvidence(input: string, m: JumpMeasure): Promise<{ takeoff: Buffer; landing: Buffer }> {
  const [takeoff, landing] = await Promise.all([frameJpeg(input, m.evidence.takeoff.t), frameJpeg(input, m.evidence.landing.t)]);
  return { takeoff, landing };
}
