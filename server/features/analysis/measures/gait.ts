import { distance, median, midpoint, type Keypoint, type PoseFrame, type Side } from './types.ts';

interface Sample {
  t: number;
  d: number;
}

/** The typical time between two analysed frames. */
export function frameInterval(frames: readonly PoseFrame[]): number | null {
  const gaps = frames.slice(1).map((f, i) => f.t - frames[i]!.t);
  return median(gaps.filter((g) => g > 0));
}

/**
 * Cadence from ankle motion: the left-minus-right ankle position (along the image axis where it
 * varies most: x from the side, y from the front) changes sign once per step. Sign changes are
 * counted with hysteresis (the signal must pass `hysteresis` of its amplitude on the other side),
 * their times found by linear interpolation; cadence = (changes - 1) / (last - first) x 60.
 * Ankles that stay within `minAmplitude` x leg length of each other are standing, not stepping.
 */
export function cadence(frames: readonly PoseFrame[], hysteresis = 0.2, minAmplitude = 0.1): { stepsPerMinute: number; steps: number; seconds: number } | null {
  const pairs = frames.flatMap((f) => {
    const l = f.keypoints.left_ankle;
    const r = f.keypoints.right_ankle;
    return l && r ? [{ t: f.t, dx: l.x - r.x, dy: l.y - r.y }] : [];
  });
  if (pairs.length < 6) return null;
  const spread = (vals: number[]) => Math.max(...vals) - Math.min(...vals);
  const useX = spread(pairs.map((p) => p.dx)) >= spread(pairs.map((p) => p.dy));
  const raw = pairs.map((p) => (useX ? p.dx : p.dy));
  const centre = median(raw)!;
  const samples: Sample[] = pairs.map((p, i) => ({ t: p.t, d: raw[i]! - centre }));
  const amplitude = Math.max(...samples.map((s) => Math.abs(s.d)));
  // Feet that move less than `minAmplitude` x leg length apart are a still stance (or keypoint jitter).
  const leg = legLength(frames);
  if (amplitude === 0 || (leg && amplitude < minAmplitude * leg)) return null;
  const h = hysteresis * amplitude;
  const crossings: number[] = [];
  let state = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    const next = s.d > h ? 1 : s.d < -h ? -1 : state;
    if (state !== 0 && next !== state) {
      // The last sample on the old side of zero, then interpolate the zero after it.
      let j = i - 1;
      while (j > 0 && Math.sign(samples[j]!.d) === next) j--;
      const a = samples[j]!;
      const b = samples[j + 1]!;
      crossings.push(b.d === a.d ? a.t : a.t + ((0 - a.d) / (b.d - a.d)) * (b.t - a.t));
    }
    state = next;
  }
  if (crossings.length < 3) return null;
  const seconds = crossings.at(-1)! - crossings[0]!;
  if (seconds <= 0) return null;
  return { stepsPerMinute: ((crossings.length - 1) / seconds) * 60, steps: crossings.length, seconds };
}

/** Median hip-to-ankle distance (pixels): the scale for ground and jump tolerances. */
export function legLength(frames: readonly PoseFrame[]): number | null {
  const lengths = frames.flatMap((f) =>
    (['left', 'right'] as const).flatMap((s) => {
      const hip = f.keypoints[`${s}_hip`];
      const ankle = f.keypoints[`${s}_ankle`];
      return hip && ankle ? [distance(hip, ankle)] : [];
    }),
  );
  return median(lengths);
}

/**
 * The ground line of the image (pixels, y down): the lowest ankle position, taken as the
 * `percentile` of all ankle heights so that a stray point does not move it.
 */
export function groundLevel(frames: readonly PoseFrame[], percentile = 0.9): number | null {
  const ys = frames.flatMap((f) => [f.keypoints.left_ankle?.y, f.keypoints.right_ankle?.y]).filter((y): y is number => y !== undefined);
  if (!ys.length) return null;
  const s = ys.sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(percentile * (s.length - 1)))]!;
}

/** Runs of consecutive frames where `test` holds, bounded on both sides by frames where it does not. */
function boundedRuns(flags: readonly (boolean | null)[]): number[] {
  const runs: number[] = [];
  let run = 0;
  let openedAfterFalse = false;
  for (const flag of flags) {
    if (flag === null) {
      run = 0;
      openedAfterFalse = false;
      continue;
    }
    if (flag) {
      run++;
    } else {
      if (run > 0 && openedAfterFalse) runs.push(run);
      run = 0;
      openedAfterFalse = true;
    }
  }
  return runs;
}

/**
 * Ground contact time: per foot, frames where the ankle is within `tolerance` x leg length of the
 * ground line count as contact; the mean length of whole contact phases (a frame off the ground
 * on both sides), in milliseconds. Its resolution is one frame interval.
 */
export function groundContact(frames: readonly PoseFrame[], tolerance: number): { contactMs: number; contacts: number } | null {
  const ground = groundLevel(frames);
  const leg = legLength(frames);
  const dt = frameInterval(frames);
  if (ground === null || !leg || !dt) return null;
  const tol = tolerance * leg;
  const phases = (['left', 'right'] as Side[]).flatMap((side) =>
    boundedRuns(
      frames.map((f) => {
        const a: Keypoint | undefined = f.keypoints[`${side}_ankle`];
        return a ? a.y >= ground - tol : null;
      }),
    ),
  );
  if (!phases.length) return null;
  return { contactMs: (phases.reduce((a, b) => a + b, 0) / phases.length) * dt * 1000, contacts: phases.length };
}

export const G = 9.81;

/**
 * Jump height, two ways. Flight time: the longest phase with both ankles above the ground line
 * (by more than `tolerance` x leg length) lasting at least `minFlightSeconds`, h = g t^2 / 8.
 * Hip rise: how far the hip centre rose above its median height with both feet down, scaled from
 * pixels to centimetres by the leg length (`legLengthCm` for the athlete's hip-to-ankle length).
 */
export function jump(
  frames: readonly PoseFrame[],
  opts: { tolerance: number; minFlightSeconds: number; legLengthCm: number },
): { flightSeconds: number; heightCm: number; hipRiseCm: number | null } | null {
  const ground = groundLevel(frames);
  const leg = legLength(frames);
  const dt = frameInterval(frames);
  if (ground === null || !leg || !dt) return null;
  const tol = opts.tolerance * leg;
  const airborne = frames.map((f) => {
    const l = f.keypoints.left_ankle;
    const r = f.keypoints.right_ankle;
    if (!l || !r) return null;
    return Math.max(l.y, r.y) < ground - tol;
  });
  // The longest whole flight phase and its frames.
  let best: { start: number; length: number } | null = null;
  let start = -1;
  for (let i = 0; i < airborne.length; i++) {
    if (airborne[i] === true) {
      if (start < 0) start = i;
      continue;
    }
    if (start > 0 && airborne[start - 1] === false && airborne[i] === false) {
      const length = i - start;
      if (!best || length > best.length) best = { start, length };
    }
    start = -1;
  }
  if (!best) return null;
  const flightSeconds = best.length * dt;
  if (flightSeconds < opts.minFlightSeconds) return null;
  const hipY = (f: PoseFrame) => midpoint(f.keypoints.left_hip, f.keypoints.right_hip)?.y;
  const standing = frames
    .filter((_, i) => airborne[i] === false)
    .map(hipY)
    .filter((y): y is number => y !== undefined);
  const inFlight = frames
    .slice(best.start, best.start + best.length)
    .map(hipY)
    .filter((y): y is number => y !== undefined);
  const base = median(standing);
  const hipRiseCm = base !== null && inFlight.length ? ((base - Math.min(...inFlight)) / leg) * opts.legLengthCm : null;
  return { flightSeconds, heightCm: ((G * flightSeconds ** 2) / 8) * 100, hipRiseCm };
}
