import { describe, expect, it } from 'vitest';
import { followStep, formatClock, frameIndexAt, isShownAt, loopTarget, needsResync, partnerTime, sharedRange, stepFrame } from './sync';

describe('playback maths', () => {
  it('steps one frame at a time on the frame grid, never outside the clip', () => {
    expect(stepFrame(1.2, 25, 1, 4)).toBeCloseTo(1.24, 9);
    expect(stepFrame(1.2, 25, -1, 4)).toBeCloseTo(1.16, 9);
    expect(stepFrame(1.213, 25, 0, 4)).toBeCloseTo(1.2, 9); // snapped
    expect(stepFrame(0, 30, -1, 4)).toBe(0);
    expect(stepFrame(3.99, 25, 5, 4)).toBeCloseTo(3.96, 9); // the last frame of a 4 s clip at 25 fps
  });

  it('shows the exact time with hundredths', () => {
    expect(formatClock(0)).toBe('0:00.00');
    expect(formatClock(1.2)).toBe('0:01.20');
    expect(formatClock(62.345)).toBe('1:02.35');
  });

  it('loops a marked range', () => {
    expect(loopTarget(2.5, { from: 1, to: 2.4 })).toBe(1);
    expect(loopTarget(1.5, { from: 1, to: 2.4 })).toBeNull();
    expect(loopTarget(0.2, { from: 1, to: 2.4 })).toBe(1);
    expect(loopTarget(2.5, null)).toBeNull();
    expect(loopTarget(2.5, { from: 2, to: 2 })).toBeNull();
  });

  it('finds the analysed frame shown at a time', () => {
    const t = [0, 100, 200, 300];
    expect(frameIndexAt(t, 0)).toBe(0);
    expect(frameIndexAt(t, 150)).toBe(1);
    expect(frameIndexAt(t, 300)).toBe(3);
    expect(frameIndexAt(t, 5000)).toBe(3);
    expect(frameIndexAt([100, 200], 50)).toBe(-1);
  });

  it('shows a drawing from its moment for its duration, or for a moment', () => {
    const a = { atMs: 1200, durationMs: 800 };
    expect(isShownAt(a, 1199, 1500)).toBe(false);
    expect(isShownAt(a, 1200, 1500)).toBe(true);
    expect(isShownAt(a, 1999, 1500)).toBe(true);
    expect(isShownAt(a, 2000, 1500)).toBe(false);
    expect(isShownAt({ atMs: 1200, durationMs: null }, 2600, 1500)).toBe(true);
    expect(isShownAt({ atMs: 1200, durationMs: null }, 2700, 1500)).toBe(false);
  });

  it('keeps two clips aligned at their chosen frames', () => {
    // Clip A's take-off at 3.0 s matches clip B's at 1.2 s.
    expect(partnerTime(3, 3, 1.2)).toBeCloseTo(1.2, 9);
    expect(partnerTime(4.5, 3, 1.2)).toBeCloseTo(2.7, 9);
    // A is 6 s, B is 4 s: together from A's 1.8 s (B's start) to A's 5.8 s (B's end).
    const r = sharedRange(6, 4, 3, 1.2);
    expect(r.from).toBeCloseTo(1.8, 9);
    expect(r.to).toBeCloseTo(5.8, 9);
    expect(sharedRange(2, 2, 0, 0)).toEqual({ from: 0, to: 2 });
    expect(needsResync(2.7, 2.7)).toBe(false);
    expect(needsResync(2.8, 2.7)).toBe(true);
  });

  describe('B following A while both play', () => {
    // A's 3.0 s matches B's 1.2 s; B is 4 s long.
    const playingB = { currentTime: 2.7, paused: false, duration: 4 };

    it('pauses B when A is paused', () => {
      expect(followStep({ time: 4.5, playing: false }, playingB, 3, 1.2)).toEqual({ pause: true, seekTo: null, play: false });
    });

    it('pauses a playing B while A is where B has nothing to show, and leaves a paused one be', () => {
      expect(followStep({ time: 1, playing: true }, playingB, 3, 1.2)).toEqual({ pause: true, seekTo: null, play: false });
      expect(followStep({ time: 6, playing: true }, playingB, 3, 1.2)).toEqual({ pause: true, seekTo: null, play: false });
      expect(followStep({ time: 6, playing: true }, { ...playingB, paused: true }, 3, 1.2)).toEqual({ pause: false, seekTo: null, play: false });
    });

    it('leaves B in step alone, and corrects a B that drifted', () => {
      expect(followStep({ time: 4.5, playing: true }, playingB, 3, 1.2)).toEqual({ pause: false, seekTo: null, play: false });
      const drifted = followStep({ time: 4.5, playing: true }, { ...playingB, currentTime: 2.9 }, 3, 1.2);
      expect(drifted.seekTo).toBeCloseTo(2.7, 9);
      expect(drifted.play).toBe(false);
    });

    it('starts a paused B at the aligned time, its length unknown yet', () => {
      const step = followStep({ time: 10, playing: true }, { currentTime: 0, paused: true, duration: 0 }, 3, 1.2);
      expect(step.seekTo).toBeCloseTo(8.2, 9);
      expect(step.play).toBe(true);
    });
  });
});
