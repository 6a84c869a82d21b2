import { JOINTS, type PoseFrame } from '../../server/features/analysis/measures/types.ts';

/**
 * The One Euro filter (Casiez, Roussel and Vogel, CHI 2012): a low-pass filter whose cut-off rises
 * with the signal's speed, so that a still joint stops jittering while a fast one lags little.
 * Run forwards and backwards over a whole clip and averaged, its lag cancels (the clip is known
 * in full before it is measured).
 */
export interface OneEuroParams {
  /** Cut-off at rest, Hz. */
  minCutoff: number;
  /** How fast the cut-off rises with speed (per pixel per second). */
  beta: number;
  /** Cut-off of the speed's own filter, Hz. */
  dCutoff: number;
}

const alpha = (cutoff: number, dt: number) => {
  const tau = 1 / (2 * Math.PI * cutoff);
  return 1 / (1 + tau / dt);
};

/** One pass over a series of (t, value); runs of values are filtered independently where t jumps by more than `maxGap`. */
export function oneEuro(times: readonly number[], values: readonly number[], p: OneEuroParams): number[] {
  const out: number[] = [];
  let prev: number | null = null;
  let prevT = 0;
  let dPrev = 0;
  for (let i = 0; i < values.length; i++) {
    const t = times[i]!;
    const x = values[i]!;
    if (prev === null) {
      prev = x;
      prevT = t;
      dPrev = 0;
      out.push(x);
      continue;
    }
    const dt = Math.max(1e-6, Math.abs(t - prevT));
    const d = (x - prev) / dt;
    const dHat = dPrev + alpha(p.dCutoff, dt) * (d - dPrev);
    const cutoff = p.minCutoff + p.beta * Math.abs(dHat);
    const xHat: number = prev + alpha(cutoff, dt) * (x - prev);
    out.push(xHat);
    prev = xHat;
    prevT = t;
    dPrev = dHat;
  }
  return out;
}

/** Forwards and backwards, averaged: no lag either way. */
export function oneEuroBothWays(times: readonly number[], values: readonly number[], p: OneEuroParams): number[] {
  const fwd = oneEuro(times, values, p);
  const back = oneEuro([...times].reverse(), [...values].reverse(), p).reverse();
  return fwd.map((v, i) => (v + back[i]!) / 2);
}

/**
 * The clip's keypoints smoothed per joint and axis over each run of frames in which that joint was
 * seen (a gap of more than `maxGapS` starts a new run); scores and unseen joints are unchanged.
 */
export function smoothTrack(frames: readonly PoseFrame[], p: OneEuroParams, maxGapS: number): PoseFrame[] {
  const out: PoseFrame[] = frames.map((f) => ({ ...f, keypoints: { ...f.keypoints } }));
  for (const j of JOINTS) {
    let run: number[] = [];
    const flush = () => {
      if (run.length >= 3) {
        const ts = run.map((i) => frames[i]!.t);
        const xs = oneEuroBothWays(
          ts,
          run.map((i) => frames[i]!.keypoints[j]!.x),
          p,
        );
        const ys = oneEuroBothWays(
          ts,
          run.map((i) => frames[i]!.keypoints[j]!.y),
          p,
        );
        run.forEach((i, k) => {
          out[i]!.keypoints[j] = { ...frames[i]!.keypoints[j]!, x: xs[k]!, y: ys[k]! };
        });
      }
      run = [];
    };
    for (let i = 0; i < frames.length; i++) {
      const k = frames[i]!.keypoints[j];
      const last = run.length ? frames[run[run.length - 1]!]! : null;
      if (!k || (last && frames[i]!.t - last.t > maxGapS)) flush();
      if (k) run.push(i);
    }
    flush();
  }
  return out;
}
