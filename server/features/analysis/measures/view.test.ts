import { describe, expect, it } from 'vitest';
import { bodyView, viewFactor, type WorldKeypoint } from './view.ts';

/** BlazePose-style world keypoints of hips 0.2 m and shoulders 0.36 m wide, turned `deg` from facing the camera; z grows away from it. */
function turned(deg: number): WorldKeypoint[] {
  const r = (deg * Math.PI) / 180;
  // the body's left-right axis, turned about the vertical: (cos r, 0, sin r) in camera space
  const at = (name: string, half: number, y: number): WorldKeypoint => ({ name, x: half * Math.cos(r), y, z: half * Math.sin(r) });
  return [at('left_hip', 0.1, 0), at('right_hip', -0.1, 0), at('left_shoulder', 0.18, -0.5), at('right_shoulder', -0.18, -0.5)];
}

describe('the view of the body from 3-D keypoints', () => {
  it('tells side-on from facing the camera', () => {
    expect(bodyView(turned(0))).toBeCloseTo(90, 6);
    expect(bodyView(turned(85))).toBeCloseTo(5, 6);
    expect(bodyView(turned(-80))).toBeCloseTo(10, 6);
    expect(bodyView(turned(60))).toBeCloseTo(30, 6);
    expect(bodyView(undefined)).toBeNull();
    expect(bodyView(turned(0).slice(1))).toBeNull();
  });

  it('lowers confidence beyond 35 degrees off the side, to half from 55 degrees (facing the camera)', () => {
    expect(viewFactor([])).toBe(1);
    expect(viewFactor([{ offSideDegrees: 10 }, { offSideDegrees: 35 }])).toBe(1);
    expect(viewFactor([{ offSideDegrees: 45 }])).toBeCloseTo(0.75, 9);
    expect(viewFactor([{ offSideDegrees: 85 }, { offSideDegrees: 90 }, { offSideDegrees: 5 }])).toBeCloseTo(0.5, 9);
  });
});
