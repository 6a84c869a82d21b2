import { describe, expect, it } from 'vitest';
import { jointAngles } from './angles.ts';
import { summarise } from './summary.ts';
import { frame, sideFigure } from './synthetic.ts';
import { bodyView, viewFactor, type WorldKeypoint } from './view.ts';

/** BlazePose-style world keypoints of hips 0.2 m and shoulders 0.36 m wide, turned `deg` from facing the camera; z grows away from it. */
function turned(deg: number): WorldKeypoint[] {
  const r = (deg * Math.PI) / 180;
  // the body's left-right axis, turned about the vertical: (cos r, 0, sin r) in camera space
  const at = (name: string, half: number, y: number): WorldKeypoint => ({ name, x: half * Math.cos(r), y, z: half * Math.sin(r) });
  return [at('left_hip', 0.1, 0), at('right_hip', -0.1, 0), at('left_shoulder', 0.18, -0.5), at('right_shoulder', -0.18, -0.5)];
}

describe('the view of the body from 3-D keypoints', () => {
  it('tells side-on from facing the camera, and which side is turned away', () => {
    const front = bodyView(turned(0))!;
    expect(front.offSideDegrees).toBeCloseTo(90, 6);
    expect(front.farSide).toBeUndefined();
    const side = bodyView(turned(85))!; // 5 degrees off the side, the left side farther
    expect(side.offSideDegrees).toBeCloseTo(5, 6);
    expect(side.farSide).toBe('left');
    expect(bodyView(turned(-80))!.farSide).toBe('right');
    const oblique = bodyView(turned(60))!; // 30 off the side: still a side view for the far limbs
    expect(oblique.offSideDegrees).toBeCloseTo(30, 6);
    expect(oblique.farSide).toBe('left');
    expect(bodyView(turned(45))!.farSide).toBeUndefined(); // 45 off the side: both sides in view
    expect(bodyView(undefined)).toBeNull();
    expect(bodyView(turned(0).slice(1))).toBeNull();
  });

  it('lowers confidence beyond 35 degrees off the side, to half from 55 degrees (facing the camera)', () => {
    expect(viewFactor([])).toBe(1);
    expect(viewFactor([{ offSideDegrees: 10 }, { offSideDegrees: 35 }])).toBe(1);
    expect(viewFactor([{ offSideDegrees: 45 }])).toBeCloseTo(0.75, 9);
    expect(viewFactor([{ offSideDegrees: 85 }, { offSideDegrees: 90 }, { offSideDegrees: 5 }])).toBeCloseTo(0.5, 9);
  });

  it("measures no angles of the far side's limbs, and keeps the near side's and the trunk's", () => {
    const f = { ...frame(0, sideFigure({ left: { hip: 80, knee: 100 }, right: { hip: -20, knee: 30 } })), farSide: 'right' as const };
    expect(jointAngles(f, 'right')).toEqual({ kneeFlexion: null, hipFlexion: null, elbowFlexion: null, shoulderElevation: null });
    expect(jointAngles(f, 'left').kneeFlexion).toBeCloseTo(100, 9);
    const m = summarise([f], false);
    expect(m.kneeFlexionMax).toBeCloseTo(100, 9);
    expect(m.kneeFlexionRight).toBeNull();
    expect(m.trunkLeanMean).toBeCloseTo(0, 9);
  });
});
