import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FFMPEG, run } from '../../../platform/storage/media-tools.ts';
import {
  coarseFlight,
  colourDiff,
  detectFlight,
  footEdge,
  frameTimestamps,
  G,
  jumpHeightCm,
  jumpMeasure,
  lowestFootRow,
  measureJump,
  medianRate,
  nativeFrames,
  nearestIndex,
} from './jump.ts';

/** The feet's height (px) of a jump taking off at t0 for `flight` s, `pxPerM` pixels a metre. */
const feet = (t: number, t0: number, flight: number, pxPerM: number) => {
  const tau = t - t0;
  if (tau <= 0 || tau >= flight) return 0;
  return ((G * flight) / 2) * tau * pxPerM - (G / 2) * tau * tau * pxPerM;
};
/** Whole pixels, as a lowest row is. */
const px = (h: number) => Math.round(h);

/** Timestamps of a clip: `rate` frames a second, with random gaps of 1 or 2 frames when `jitter`. */
function clock(rate: number, seconds: number, jitter = false, seed = 7): number[] {
  let s = seed;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const out: number[] = [];
  for (let t = 0.0123; t < seconds; t += (jitter && rnd() < 0.4 ? 2 : 1) / rate) out.push(t);
  return out;
}

const OPTS = { airPx: 1, fitFromPx: 3, fitPx: 40 };

describe('jump height', () => {
  it('is g·t²/8: 0.5 s of flight is 30.66 cm', () => {
    expect(jumpHeightCm(0.5)).toBeCloseTo(30.656, 2);
    expect(jumpHeightCm(0)).toBe(0);
  });
});

describe('take-off and landing from the feet heights', () => {
  for (const rate of [30, 60, 120, 240]) {
    it(`at ${rate} fps: first frame in the air and first frame back on the ground, within one frame`, () => {
      const times = clock(rate, 2);
      for (const [t0, flight] of [
        [0.7011, 0.4537],
        [0.6543, 0.3571],
        [0.8171, 0.5813],
      ] as const) {
        const h = times.map((t) => px(feet(t, t0, flight, 110)));
        const f = detectFlight(times, h, OPTS)!;
        expect(f).not.toBeNull();
        const measured = times[f.landing]! - times[f.takeoff]!;
        expect(Math.abs(measured - flight)).toBeLessThan(1 / rate);
        // the convention: take-off is the first frame after the true take-off, landing the first at or
        // after the true landing (whole pixels may move either by a frame when the instant is close to one)
        expect(Math.abs(times[f.takeoff]! - t0)).toBeLessThan(1 / rate);
        expect(Math.abs(times[f.landing]! - (t0 + flight))).toBeLessThan(1 / rate);
      }
    });
  }

  it('the parabola through the airborne heights finds the frames a pixel threshold misses', () => {
    const times = clock(240, 2);
    const t0 = 0.70051;
    const flight = 0.4537;
    const h = times.map((t) => feet(t, t0, flight, 110));
    // a threshold of one pixel: the first frame with the feet a pixel up is a frame late
    expect(times.findIndex((t, i) => t > t0 && h[i]! >= 1)).toBeGreaterThan(times.findIndex((t) => t > t0));
    const f = detectFlight(times, h, OPTS)!;
    const firstAir = times.findIndex((t) => t > t0);
    const firstGround = times.findIndex((t) => t >= t0 + flight);
    expect(f.takeoff).toBe(firstAir);
    expect(f.landing).toBe(firstGround);
    expect(f.takeoffAt).toBeCloseTo(t0, 4);
    expect(f.landingAt).toBeCloseTo(t0 + flight, 4);
  });

  it('uses the clip’s own timestamps: a variable frame rate', () => {
    const times = clock(240, 2, true);
    const t0 = 0.7021;
    const flight = 0.5229;
    const h = times.map((t) => px(feet(t, t0, flight, 90)));
    const f = detectFlight(times, h, OPTS)!;
    const m = jumpMeasure(times, f.takeoff, f.landing);
    expect(Math.abs(m.flightTimeS - flight)).toBeLessThanOrEqual(m.boundS);
    expect(Math.abs(m.heightCm - jumpHeightCm(flight))).toBeLessThanOrEqual(m.boundCm);
    // a constant-rate assumption (frame count / median rate) would be wrong here
    expect(Math.abs((f.landing - f.takeoff) / m.frameRate - flight)).toBeGreaterThan(0.05);
  });

  it('finds no flight when the feet never leave the ground, or when the clip cuts the jump off', () => {
    const times = clock(120, 2);
    expect(
      detectFlight(
        times,
        times.map(() => 0),
        OPTS,
      ),
    ).toBeNull();
    // a heel lift of one noisy pixel for a frame is still a flight, but one cut off at the end is not
    const cut = times.map((t) => (t > 1.5 ? 20 : 0));
    expect(detectFlight(times, cut, OPTS)).toBeNull();
  });

  it('feet out of view above (Infinity) are in the air', () => {
    const times = clock(60, 2);
    const h = times.map((t) => {
      const v = feet(t, 0.6, 0.5, 200);
      return v > 30 ? Number.POSITIVE_INFINITY : px(v);
    });
    const f = detectFlight(times, h, OPTS)!;
    expect(Math.abs(times[f.landing]! - times[f.takeoff]! - 0.5)).toBeLessThan(1 / 60);
  });
});

describe('the measure', () => {
  it('reports the median rate, the frame count and the one-frame bound from the intervals at take-off and landing', () => {
    const times = [0, 0.01, 0.02, 0.03, 0.05, 0.06, 0.07, 0.08, 0.1];
    const m = jumpMeasure(times, 2, 4);
    expect(m.flightTimeS).toBeCloseTo(0.03, 10);
    expect(m.boundS).toBeCloseTo(0.02, 10);
    expect(m.frames).toBe(9);
    expect(m.frameRate).toBeCloseTo(100, 6);
    expect(m.boundCm).toBeCloseTo(jumpHeightCm(0.05) - jumpHeightCm(0.03), 6);
    expect(m.evidence).toEqual({ takeoff: { frame: 2, t: 0.02 }, landing: { frame: 4, t: 0.05 } });
  });

  it('median rate ignores duplicate timestamps and is 1 / the median interval', () => {
    expect(medianRate([0, 1 / 240, 2 / 240, 4 / 240, 5 / 240])).toBeCloseTo(240, 6);
    expect(medianRate([0])).toBe(0);
  });

  it('nearestIndex finds the frame of a timestamp', () => {
    const times = [0, 0.1, 0.25, 0.3];
    expect(nearestIndex(times, 0.26)).toBe(2);
    expect(nearestIndex(times, 0.29)).toBe(3);
    expect(nearestIndex(times, -1)).toBe(0);
    expect(nearestIndex(times, 9)).toBe(3);
  });
});

describe('coarse flight from the ankles', () => {
  const samples = (lift: (t: number) => number) => Array.from({ length: 30 }, (_, i) => ({ t: i / 10, ankleY: 300 - lift(i / 10) }));
  it('finds the run of frames with the ankles up', () => {
    const r = coarseFlight(
      samples((t) => (t > 1.01 && t < 1.55 ? 40 : 0)),
      8,
    );
    expect(r).toEqual({ groundBefore: 1.0, airFirst: 1.1, airLast: 1.5, groundAfter: 1.6 });
  });
  it('none when the ankles stay down (a squat, standing)', () => {
    expect(
      coarseFlight(
        samples((t) => Math.sin(t) * 3),
        8,
      ),
    ).toBeNull();
  });
});

describe('the lowest row of the feet', () => {
  it('is the lowest row with enough pixels differing from the bare ground, in colour', () => {
    const w = 20;
    const h = 12;
    // a green floor (luma 115) and a red shoe (luma 108): alike in grey, far apart in colour
    const bare = Buffer.alloc(w * h * 3);
    for (let i = 0; i < w * h; i++) bare.set([93, 138, 58], i * 3);
    const frame = Buffer.from(bare);
    const paint = (x: number, y: number) => frame.set([229, 57, 53], (y * w + x) * 3);
    for (let y = 3; y <= 6; y++) for (let x = 5; x < 12; x++) paint(x, y);
    paint(11, 7); // the shoe's tip, two pixels tall
    paint(11, 8);
    frame.set([0, 0, 0], (10 * w + 2) * 3); // one noisy pixel is not a foot
    const diff = colourDiff(frame, bare);
    expect(lowestFootRow(diff, w, h, 22, 1)).toBe(8);
    expect(lowestFootRow(diff, w, h, 22, 3)).toBe(6);
    expect(lowestFootRow(colourDiff(bare, bare), w, h, 22, 1)).toBe(-1);
  });

  it('the lower edge to a fraction of a pixel: a row half covered adds half a pixel', () => {
    const w = 10;
    const h = 10;
    const diff = new Uint8Array(w * h);
    for (let y = 2; y <= 5; y++) for (let x = 2; x < 8; x++) diff[y * w + x] = 100;
    for (let x = 2; x < 8; x++) diff[6 * w + x] = 50; // row 6 half covered (under the threshold? no: 50 > 22)
    // rows 2-6 are feet; the edge is the bottom of row 5 plus half of row 6: 6.5
    expect(footEdge(diff, w, h, 22, 1)).toBeCloseTo(6.5, 6);
    for (let x = 2; x < 8; x++) diff[6 * w + x] = 20; // a fifth covered: under the threshold, still counted
    expect(footEdge(diff, w, h, 22, 1)).toBeCloseTo(6.2, 6);
  });
});

describe('clips (ffmpeg, the real model)', () => {
  let dir = '';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jump-'));
    // 60 fps with frames 3, 4 and 7 of every 8 dropped: a variable rate, timestamps kept
    await run(FFMPEG, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=gray:s=160x120:r=60:d=1',
      '-vf',
      "select='not(eq(mod(n,8),3)+eq(mod(n,8),4)+eq(mod(n,8),7))'",
      '-vsync',
      'vfr',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      path.join(dir, 'vfr.mp4'),
    ]);
    fs.writeFileSync(path.join(dir, 'not-a-video.mp4'), 'hello');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads every frame’s own timestamp, gaps included, and decodes native frames with them', async () => {
    const times = await frameTimestamps(path.join(dir, 'vfr.mp4'));
    expect(times).toHaveLength(38); // 60 frames, 3 of every 8 dropped (the last 4 keep 3)
    const gaps = times.slice(1).map((t, i) => Math.round((t - times[i]!) * 60));
    expect(new Set(gaps)).toEqual(new Set([1, 2, 3]));
    const frames = await nativeFrames(path.join(dir, 'vfr.mp4'), { from: 0.2, to: 0.5, vf: 'crop=16:16:0:0', pixFmt: 'gray', width: 16, height: 16 });
    expect(frames.length).toBeGreaterThan(10);
    for (const f of frames) expect(times.some((t) => Math.abs(t - f.t) < 1e-4)).toBe(true);
  });

  it('says why when there is nothing to measure', async () => {
    expect(await measureJump(path.join(dir, 'not-a-video.mp4'))).toEqual({ ok: false, reason: 'unreadable' });
    expect(await measureJump(path.join(dir, 'vfr.mp4'))).toEqual({ ok: false, reason: 'no-person' });
  });
});
