/** Playback maths: frames, loops, what shows when, and two clips in step. Times in seconds unless named Ms. */

/** The time of the frame `step` frames from `t` (negative: back), snapped to the frame grid and kept inside the clip. */
export function stepFrame(t: number, fps: number, step: number, duration: number): number {
  const frame = Math.round(t * fps) + step;
  const last = Math.max(0, Math.floor(duration * fps - 1e-6));
  return Math.min(last, Math.max(0, frame)) / fps;
}

/** "1:02.35": minutes, seconds and hundredths, the scrubber's exact time. */
export function formatClock(t: number): string {
  const cs = Math.max(0, Math.round(t * 100));
  const m = Math.floor(cs / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${m}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

/** Where a looping player goes next: back to the start of the range once it reaches its end. */
export function loopTarget(t: number, loop: { from: number; to: number } | null): number | null {
  if (!loop || loop.to <= loop.from) return null;
  return t >= loop.to || t < loop.from - 0.05 ? loop.from : null;
}

/** The index of the analysed frame shown at `tMs`: the last one at or before it (binary search), or -1 before the first. */
export function frameIndexAt(times: readonly number[], tMs: number): number {
  let lo = 0;
  let hi = times.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= tMs + 0.5) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Whether a drawing pinned at `atMs` (for `durationMs`, or `momentMs` when it has none) is on screen at `tMs`. */
export function isShownAt(a: { atMs: number; durationMs: number | null }, tMs: number, momentMs: number): boolean {
  return tMs + 0.5 >= a.atMs && tMs < a.atMs + (a.durationMs ?? momentMs);
}

/**
 * Two clips aligned at chosen moments (`alignA` in clip A matches `alignB` in clip B): the time in B
 * that goes with time `tA` in A.
 */
export const partnerTime = (tA: number, alignA: number, alignB: number) => tA - alignA + alignB;

/** The stretch both clips can play together, as times in clip A: from where either starts to where either ends. */
export function sharedRange(durationA: number, durationB: number, alignA: number, alignB: number): { from: number; to: number } {
  const from = Math.max(0, alignA - alignB);
  const to = Math.min(durationA, alignA + (durationB - alignB));
  return { from, to: Math.max(from, to) };
}

/** B drifts while both play: correct it when it is more than `tolerance` seconds from where it should be. */
export function needsResync(actualB: number, expectedB: number, tolerance = 0.06): boolean {
  return Math.abs(actualB - expectedB) > tolerance;
}

/** What clip B does to follow A: pause, jump to `seekTo` (null: stay) and/or start playing. */
export interface FollowStep {
  pause: boolean;
  seekTo: number | null;
  play: boolean;
}

/**
 * While both play, B follows A: it pauses when A does or when A is where B has nothing to show (before
 * B's start or past its end), else it is corrected whenever it drifts from the aligned time and played.
 */
export function followStep(
  a: { time: number; playing: boolean },
  b: { currentTime: number; paused: boolean; duration: number },
  alignA: number,
  alignB: number,
): FollowStep {
  if (!a.playing) return { pause: true, seekTo: null, play: false };
  const expected = partnerTime(a.time, alignA, alignB);
  if (expected < 0 || (b.duration && expected > b.duration)) return { pause: !b.paused, seekTo: null, play: false };
  return { pause: false, seekTo: needsResync(b.currentTime, expected) ? expected : null, play: b.paused };
}
