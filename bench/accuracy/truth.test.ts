import { describe, expect, it } from 'vitest';
import { clips, stills } from './set.ts';
import { stickFigure, trueAngles } from './truth.ts';

describe('the accuracy set', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(JSON.stringify(stills(22))).toBe(JSON.stringify(stills(22)));
    expect(JSON.stringify(clips(22))).toBe(JSON.stringify(clips(22)));
    expect(JSON.stringify(stills(23))).not.toBe(JSON.stringify(stills(22)));
  });

  it('covers every pose in side, oblique and front views, with several bodies, backdrops and distances', () => {
    const s = stills();
    expect(s.length).toBeGreaterThanOrEqual(150);
    expect(s.length).toBeLessThanOrEqual(250);
    expect(new Set(s.map((x) => x.pose)).size).toBe(10);
    for (const v of ['side', 'oblique', 'front']) expect(s.filter((x) => x.view === v).length).toBeGreaterThan(30);
    const offs = s.filter((y) => y.view === 'oblique').map((x) => x.offDegrees);
    expect(Math.min(...offs)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...offs)).toBeLessThanOrEqual(45);
    expect(new Set(s.map((x) => x.spec.body.kind)).size).toBe(3);
    expect(new Set(s.map((x) => x.spec.background.kind)).size).toBe(3);
    expect(new Set(s.map((x) => x.spec.colours.shirt)).size).toBeGreaterThan(4);
    const distances = s.map((x) => x.spec.camera.distance);
    expect(Math.max(...distances) / Math.min(...distances)).toBeGreaterThan(2);
    expect(clips().map((c) => c.movement)).toEqual(['squat', 'sprint', 'jump']);
  });
});

describe('the truth maths', () => {
  it('gives back the angles a stick figure was posed with', () => {
    const cases = [
      { trunkLean: 0, left: { hip: 0, knee: 0, shoulder: 0, elbow: 0 }, right: { hip: 90, knee: 120, shoulder: 60, elbow: 90 } },
      { trunkLean: 30, left: { hip: 100, knee: 110, shoulder: 80, elbow: 10 }, right: { hip: -20, knee: 35, shoulder: 150, elbow: 45 } },
      { trunkLean: 10, left: { hip: 45, knee: 30, shoulder: 30, elbow: 100 }, right: { hip: -10, knee: 80, shoulder: 0, elbow: 20 } },
    ];
    for (const c of cases) {
      const t = trueAngles(stickFigure(c));
      expect(t.trunkLean).toBeCloseTo(c.trunkLean, 6);
      for (const s of ['left', 'right'] as const) {
        expect(t[s].kneeFlexion).toBeCloseTo(c[s].knee, 6);
        // hip flexion is measured between the trunk and the thigh: the posed hip angle plus the trunk's lean
        expect(t[s].hipFlexion).toBeCloseTo(c[s].hip + c.trunkLean, 6);
        expect(t[s].elbowFlexion).toBeCloseTo(c[s].elbow, 6);
        // shoulder elevation is the arm's angle from the trunk line
        expect(t[s].shoulderElevation).toBeCloseTo(Math.abs(c[s].shoulder), 6);
      }
    }
  });

  it('signs hip extension negative whichever way the figure faces', () => {
    const j = stickFigure({ trunkLean: 0, left: { hip: -20 }, right: { hip: 40 } });
    // turn the figure to face -x: mirror x and z (a rotation of 180 degrees about y)
    const turned = Object.fromEntries(Object.entries(j).map(([k, v]) => [k, [-v[0], v[1], -v[2]] as [number, number, number]]));
    for (const joints of [j, turned]) {
      const t = trueAngles(joints);
      expect(t.left.hipFlexion).toBeCloseTo(-20, 6);
      expect(t.right.hipFlexion).toBeCloseTo(40, 6);
    }
  });
});
