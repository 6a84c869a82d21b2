import { describe, expect, it } from 'vitest';
import { oneEuro, oneEuroBothWays, smoothTrack } from './smooth.ts';

const P = { minCutoff: 1, beta: 0.05, dCutoff: 1 };
const times = Array.from({ length: 30 }, (_, i) => i / 10);

describe('One Euro filter (accuracy trials)', () => {
  it('calms a still joint that jitters', () => {
    const jitter = times.map((_, i) => 100 + (i % 2 ? 3 : -3));
    const out = oneEuroBothWays(times, jitter, P);
    const spread = (v: number[]) => Math.max(...v.slice(5, -5)) - Math.min(...v.slice(5, -5));
    expect(spread(out)).toBeLessThan(spread(jitter) / 2);
  });

  it('lags a ramp one way, and not both ways', () => {
    const ramp = times.map((t) => 100 + 50 * t);
    const fwd = oneEuro(times, ramp, P);
    const both = oneEuroBothWays(times, ramp, P);
    expect(ramp[15]! - fwd[15]!).toBeGreaterThan(1);
    expect(Math.abs(both[15]! - ramp[15]!)).toBeLessThan(0.5);
  });

  it('smooths each run of a joint apart and leaves unseen joints unseen', () => {
    const frames = times.map((t, i) => ({ t, keypoints: i === 10 ? {} : { nose: { x: 10 + (i % 2), y: 20, score: 0.9 } } }));
    const out = smoothTrack(frames, P, 0.25);
    expect(out[10]!.keypoints.nose).toBeUndefined();
    expect(out[0]!.keypoints.nose!.score).toBe(0.9);
    expect(out.every((f, i) => i === 10 || Math.abs(f.keypoints.nose!.x - 10.5) < 0.6)).toBe(true);
  });
});
