import { describe, expect, it } from 'vitest';
import { addStrokePoint, angleDegrees, arrowHead, distancePx, formatDegrees, toFramePoint } from './geometry';

const square = { width: 1000, height: 1000 };
const wide = { width: 1920, height: 1080 };

describe('drawing geometry', () => {
  it('measures a right angle, a straight line and an acute angle at the vertex', () => {
    expect(angleDegrees([0.5, 0.2], [0.5, 0.5], [0.8, 0.5], square)).toBeCloseTo(90, 9);
    expect(angleDegrees([0.2, 0.5], [0.5, 0.5], [0.8, 0.5], square)).toBeCloseTo(180, 9);
    expect(angleDegrees([0.8, 0.2], [0.5, 0.5], [0.8, 0.5], square)).toBeCloseTo(45, 9);
    expect(formatDegrees(angleDegrees([0.8, 0.2], [0.5, 0.5], [0.8, 0.5], square))).toBe('45°');
  });

  it('measures in the video pixels: the same fractions on a 16:9 frame are not 45 degrees', () => {
    // 0.3 of the width and 0.3 of the height: 576 px across, 324 px up.
    const deg = angleDegrees([0.8, 0.2], [0.5, 0.5], [0.8, 0.5], wide)!;
    expect(deg).toBeCloseTo((Math.atan2(324, 576) * 180) / Math.PI, 9);
    expect(Math.round(deg)).toBe(29);
  });

  it('has no angle when a ray has no length', () => {
    expect(angleDegrees([0.5, 0.5], [0.5, 0.5], [0.8, 0.5], square)).toBeNull();
    expect(formatDegrees(null)).toBe('–');
  });

  it('measures a circle radius in pixels and points an arrow head back along the shaft', () => {
    expect(distancePx([0, 0], [0.3, 0.4], square)).toBeCloseTo(500, 9);
    const [l, r] = arrowHead([0, 0.5], [0.5, 0.5], square, 10);
    expect(l[0]).toBeLessThan(500);
    expect(r[0]).toBeLessThan(500);
    expect(l[1] + r[1]).toBeCloseTo(1000, 9); // symmetric about the shaft
  });

  it('turns a pointer position into a point of a letterboxed frame', () => {
    // A 16:9 frame in a 1000 x 1000 box: 1000 x 562.5, with 218.75 px bars above and below.
    const box = { left: 0, top: 0, width: 1000, height: 1000 };
    expect(toFramePoint(500, 500, box, wide)).toEqual([0.5, 0.5]);
    expect(toFramePoint(0, 218.75, box, wide)).toEqual([0, 0]);
    expect(toFramePoint(1000, 10, box, wide)).toEqual([1, 0]); // in the bar: clamped to the frame
  });

  it('thins freehand strokes', () => {
    let s = addStrokePoint([], [0.1, 0.1]);
    s = addStrokePoint(s, [0.1001, 0.1]);
    s = addStrokePoint(s, [0.2, 0.1]);
    expect(s).toEqual([
      [0.1, 0.1],
      [0.2, 0.1],
    ]);
  });
});
