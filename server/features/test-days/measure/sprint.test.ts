import { describe, expect, it } from 'vitest';
import { crossingTime, extrapolatedCrossing, firstCrossing, firstMove, fittedCrossing, onsetFromCounts, signedDistance, windowSample } from './sprint.ts';

describe('sprint lines', () => {
  const vertical = { x1: 100, y1: 0, x2: 100, y2: 400 };
  it('signed distance: opposite signs either side of the line, zero on it, in pixels', () => {
    expect(signedDistance(vertical, 90, 200)).toBeCloseTo(10, 10);
    expect(signedDistance(vertical, 110, 50)).toBeCloseTo(-10, 10);
    expect(signedDistance(vertical, 100, 300)).toBeCloseTo(0, 10);
    // a slanted line (a camera not square to the track)
    const slanted = { x1: 0, y1: 0, x2: 300, y2: 400 };
    expect(Math.abs(signedDistance(slanted, 300, 0))).toBeCloseTo(240, 6);
  });

  it('interpolates the crossing between two frames’ timestamps', () => {
    // 10 px before the line at 1.000 s, 30 px past it at 1.004 s: a quarter of the way
    expect(crossingTime(1, 10, 1.004, -30)).toBeCloseTo(1.001, 10);
    // uneven intervals (a variable frame rate) are just two timestamps
    expect(crossingTime(2, -5, 2.01, 5)).toBeCloseTo(2.005, 10);
  });

  it('a runner at a steady speed: the crossing within a small part of a frame at any rate', () => {
    const speed = 7.3; // m/s
    const pxPerM = 60;
    const crossAt = 1.23456;
    for (const fps of [30, 60, 120, 240]) {
      const times = Array.from({ length: fps * 3 }, (_, i) => i / fps);
      const d = times.map((t) => signedDistance(vertical, 100 + (t - crossAt) * speed * pxPerM, 200));
      const br = firstCrossing(d)!;
      expect(times[br[0]]!).toBeLessThan(crossAt);
      expect(times[br[1]]!).toBeGreaterThanOrEqual(crossAt);
      expect(Math.abs(crossingTime(times[br[0]]!, d[br[0]]!, times[br[1]]!, d[br[1]]!) - crossAt)).toBeLessThan(1e-9);
    }
  });

  it('first crossing skips frames without the athlete and finds none when the line is never crossed', () => {
    expect(firstCrossing([5, null, 3, null, -2, -4])).toEqual([2, 4]);
    expect(firstCrossing([5, 4, 3, 2])).toBeNull();
    expect(firstCrossing([5, -1, -3, 4, -2], 2)).toEqual([2, 3]);
  });

  it('first movement: the first frame from which the hip stays away from where it was set', () => {
    const p = (x: number) => ({ x, y: 200 });
    // set, one jittery frame back in place, then moving
    expect(firstMove([p(100), p(100.5), p(99.8), p(104), p(100.2), p(100.3), p(106), p(115), p(130)], 3)).toEqual([5, 6]);
    expect(firstMove([p(100), p(100.5), p(99.8), p(100.1), p(100.4)], 3)).toBeNull();
  });

  it('movement onset: where the changed pixels first rise above the still frames’ noise and stay, between two timestamps', () => {
    const times = Array.from({ length: 60 }, (_, i) => i / 120);
    // noise of up to 4 pixels while set; moving from 0.3 s, 4,000 pixels a second more
    const counts = times.map((t, i) => (t < 0.3 ? i % 3 : (t - 0.3) * 4000 + 2));
    counts[20] = 30; // one flicker is no start
    const t = onsetFromCounts(times, counts, 0.1, 10)!;
    expect(t).toBeGreaterThan(0.3);
    expect(t).toBeLessThan(0.3 + 1 / 120 + 1e-9);
    expect(
      onsetFromCounts(
        times,
        times.map(() => 2),
        0.1,
        10,
      ),
    ).toBeNull();
  });

  it('a crossing from a line fitted over a window: a keypoint wandering with the stride averages out where one pair of frames does not', () => {
    // 6.5 m/s at 100 px/m, crossing at 0.5 s; the "keypoint" 2.5 px behind plus a wobble of 2 px at 3 steps a second
    const fps = 240;
    const times = Array.from({ length: fps }, (_, i) => i / fps);
    const d = (t: number) => -((t - 0.5) * 650 - 2.5 + 2 * Math.sin(2 * Math.PI * 3 * t + 1));
    const sample = windowSample(times, 0.5, 0.15, 24);
    expect(sample.length).toBeGreaterThanOrEqual(12);
    expect(sample.length).toBeLessThanOrEqual(25);
    // the same stride for another centre: moved windows share frames
    expect(windowSample(times, 0.51, 0.15, 24).filter((i) => sample.includes(i)).length).toBeGreaterThan(20);
    const fitted = fittedCrossing(sample.map((i) => ({ t: times[i]!, d: d(times[i]!) })))!;
    // the constant 2.5 px stays (it cancels between two lines), the wobble nearly goes
    const constant = 0.5 + 2.5 / 650;
    expect(Math.abs(fitted - constant)).toBeLessThan(0.25 / fps);
    const br = firstCrossing(times.map(d))!;
    const pair = crossingTime(times[br[0]]!, d(times[br[0]]!), times[br[1]]!, d(times[br[1]]!));
    expect(Math.abs(pair - constant)).toBeGreaterThan(Math.abs(fitted - constant));
    // not a crossing: all on one side, too few points, no movement
    expect(fittedCrossing([1, 2, 3, 4].map((t) => ({ t, d: 5 - t / 10 })))).toBeNull();
    expect(
      fittedCrossing([
        { t: 0, d: 1 },
        { t: 1, d: -1 },
        { t: 2, d: -2 },
      ]),
    ).toBeNull();
    expect(windowSample([0, 0.1, 0.2], 5, 0.15, 24)).toEqual([]);
  });

  it('a finish ahead of the last hips seen: extrapolated only when they were coming towards the line, and soon', () => {
    const times = [0, 0.1, 0.2, 0.3, 0.4];
    expect(extrapolatedCrossing([40, 30, 20, null, null], times, 0, 0.2)).toBeCloseTo(0.4, 10);
    // too far ahead, going away, already past (a sign change is firstCrossing's), too few
    expect(extrapolatedCrossing([90, 80, 70, null, null], times, 0, 0.2)).toBeNull();
    expect(extrapolatedCrossing([20, 30, 40, null, null], times, 0, 0.2)).toBeNull();
    expect(extrapolatedCrossing([20, 10, -5, null, null], times, 0, 0.2)).toBeNull();
    expect(extrapolatedCrossing([null, null, null, 5, null], times, 0, 0.2)).toBeNull();
    // only hips from `fromIndex` on
    expect(extrapolatedCrossing([40, 30, null, null, null], times, 1, 0.2)).toBeNull();
  });
});
