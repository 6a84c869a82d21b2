import { describe, expect, it } from 'vitest';
import { angleAt, asymmetry, jointAngles, rangeOfMotion, trunkLean } from './angles.ts';
import { cadence, groundContact, jump, legLength } from './gait.ts';
import { hipSway } from './stability.ts';
import { summarise } from './summary.ts';
import { frame, kp, sideFigure } from './synthetic.ts';
import type { PoseFrame } from './types.ts';

describe('joint angles', () => {
  it('measures the angle at a joint exactly', () => {
    expect(angleAt(kp(0, 0), kp(0, 10), kp(10, 10))).toBeCloseTo(90, 10);
    expect(angleAt(kp(0, 0), kp(0, 10), kp(0, 20))).toBeCloseTo(180, 10);
    expect(angleAt(kp(10, 0), kp(0, 0), kp(10, 10))).toBeCloseTo(45, 10);
  });

  it('reads knee and hip flexion of a figure built with known angles', () => {
    const f = frame(0, sideFigure({ left: { hip: 78, knee: 95 }, right: { hip: -20, knee: 10 } }));
    const left = jointAngles(f, 'left');
    const right = jointAngles(f, 'right');
    expect(left.hipFlexion).toBeCloseTo(78, 9);
    expect(left.kneeFlexion).toBeCloseTo(95, 9);
    expect(right.hipFlexion).toBeCloseTo(20, 9); // facing unknown: extension reads as its size
    expect(jointAngles(f, 'right', 1).hipFlexion).toBeCloseTo(-20, 9); // facing right: extension
    expect(jointAngles(f, 'left', 1).hipFlexion).toBeCloseTo(78, 9);
    expect(right.kneeFlexion).toBeCloseTo(10, 9);
  });

  it('reads elbow flexion and shoulder elevation', () => {
    const f = frame(0, {
      left_hip: kp(100, 300),
      left_shoulder: kp(100, 200),
      left_elbow: kp(160, 200), // arm raised level: 90 degrees of elevation
      left_wrist: kp(160, 140), // forearm straight up: elbow bent 90 degrees
    });
    const a = jointAngles(f, 'left');
    expect(a.shoulderElevation).toBeCloseTo(90, 9);
    expect(a.elbowFlexion).toBeCloseTo(90, 9);
    expect(a.kneeFlexion).toBeNull();
  });

  it('measures trunk lean from vertical, either way', () => {
    expect(trunkLean(frame(0, sideFigure({ lean: 12, left: { hip: 0, knee: 0 }, right: { hip: 0, knee: 0 } })))).toBeCloseTo(12, 9);
    const back = { left_hip: kp(100, 200), right_hip: kp(100, 200), left_shoulder: kp(80, 100), right_shoulder: kp(80, 100) };
    expect(trunkLean(frame(0, back))).toBeCloseTo((Math.atan2(20, 100) * 180) / Math.PI, 9);
    expect(trunkLean(frame(0, { left_hip: kp(0, 0) }))).toBeNull();
  });

  it('gives the range of motion and the symmetry index', () => {
    expect(rangeOfMotion([10, null, 70, 40])).toBe(60);
    expect(rangeOfMotion([10, null])).toBeNull();
    expect(asymmetry(60, 40)).toBe(40); // |60 - 40| / 50
    expect(asymmetry(50, 50)).toBe(0);
    expect(asymmetry(null, 50)).toBeNull();
  });
});

/** Ankles alternating like a runner seen from the side: left-minus-right x = A sin(2 pi f t + phase). */
function running(opts: { stepsPerMinute: number; fps: number; seconds: number; phase: number }): PoseFrame[] {
  const f = opts.stepsPerMinute / 120; // one stride (two steps) per cycle
  const frames: PoseFrame[] = [];
  for (let i = 0; i < opts.seconds * opts.fps; i++) {
    const t = i / opts.fps;
    const d = 40 * Math.sin(2 * Math.PI * f * t + opts.phase);
    frames.push(frame(t, { left_hip: kp(300, 300), right_hip: kp(300, 300), left_ankle: kp(300 + d / 2, 500), right_ankle: kp(300 - d / 2, 500) }));
  }
  return frames;
}

describe('cadence from ankle motion', () => {
  it('counts 180 steps/min from ankles alternating 1.5 times a second, sampled at 12 fps', () => {
    // 12 fps and 1.5 Hz: a quarter turn per frame; the phase puts every zero half-way between frames.
    const r = cadence(running({ stepsPerMinute: 180, fps: 12, seconds: 4, phase: Math.PI / 8 }));
    expect(r!.stepsPerMinute).toBeCloseTo(180, 9);
    expect(r!.steps).toBe(11); // zeros of the sine at pi, 2 pi ... 11 pi within the 4 s
  });

  it('counts 150 steps/min at 10 fps', () => {
    // 1.25 Hz at 10 fps: 0.25 pi per frame; a phase of 0.125 pi puts every zero half-way between frames.
    const r = cadence(running({ stepsPerMinute: 150, fps: 10, seconds: 4, phase: (Math.PI * 2 * 1.25) / 10 / 2 }));
    expect(r!.stepsPerMinute).toBeCloseTo(150, 9);
  });

  it('reads a standing athlete with jittering ankles as no steps', () => {
    // The left ankle flickers 1 px either side of the right one on a 200 px leg: sign flips every
    // frame, which would be 600 steps/min, but the feet never move apart.
    const still = Array.from({ length: 20 }, (_, i) =>
      frame(i / 10, { left_hip: kp(300, 300), right_hip: kp(300, 300), left_ankle: kp(300 + (i % 2 ? 1 : -1), 500), right_ankle: kp(300, 500) }),
    );
    expect(cadence(still)).toBeNull();
    expect(cadence(running({ stepsPerMinute: 180, fps: 12, seconds: 4, phase: Math.PI / 8 }).slice(0, 5))).toBeNull();
  });
});

/** A foot on the ground (y 500) for `contact` frames, in the air (y 440) for `air` frames, repeated. */
function contacts(pattern: boolean[], fps: number): PoseFrame[] {
  return pattern.map((down, i) =>
    frame(i / fps, {
      left_hip: kp(300, 300),
      right_hip: kp(300, 300),
      left_ankle: kp(300, down ? 500 : 440),
      right_ankle: kp(300, 440),
    }),
  );
}

describe('ground contact', () => {
  it('averages whole contact phases: 2 and 3 frames at 10 fps is 250 ms', () => {
    // Right foot always in the air here; left: air, 2 down, air, air, 3 down, air. The ground line is the left's 500.
    const p = [false, true, true, false, false, true, true, true, false, false];
    const r = groundContact(contacts(p, 10), 0.05);
    expect(r!.contacts).toBe(2);
    expect(r!.contactMs).toBeCloseTo(250, 9);
  });

  it('leaves out a phase cut by the start or the end of the clip', () => {
    const p = [true, true, false, true, true, false, true, true, true, true];
    const r = groundContact(contacts(p, 10), 0.05);
    expect(r!.contacts).toBe(1);
    expect(r!.contactMs).toBeCloseTo(200, 9);
  });
});

/** Standing (hips 300, ankles 500), then `flight` frames with ankles 450 and hips 250, then standing. */
function jumpClip(flight: number, fps: number): PoseFrame[] {
  const frames: PoseFrame[] = [];
  const n = 10 + flight + 10;
  for (let i = 0; i < n; i++) {
    const air = i >= 10 && i < 10 + flight;
    const hipY = air ? 250 : 300;
    const ankleY = air ? 450 : 500;
    frames.push(
      frame(i / fps, {
        left_shoulder: kp(300, hipY - 150),
        right_shoulder: kp(300, hipY - 150),
        left_hip: kp(300, hipY),
        right_hip: kp(300, hipY),
        left_ankle: kp(300, ankleY),
        right_ankle: kp(300, ankleY),
      }),
    );
  }
  return frames;
}

describe('jump height', () => {
  it('is g t^2 / 8 from the flight time: 0.5 s in the air is 30.66 cm', () => {
    const r = jump(jumpClip(5, 10), { tolerance: 0.05, minFlightSeconds: 0.2, legLengthCm: 90 });
    expect(r!.flightSeconds).toBeCloseTo(0.5, 12);
    expect(r!.heightCm).toBeCloseTo((9.81 * 0.25 * 100) / 8, 9); // 30.65625
    // Hips rose 50 px on a 200 px leg: a quarter of 90 cm.
    expect(r!.hipRiseCm).toBeCloseTo(22.5, 9);
  });

  it('ignores flights shorter than a jump (a running stride)', () => {
    expect(jump(jumpClip(1, 10), { tolerance: 0.05, minFlightSeconds: 0.2, legLengthCm: 90 })).toBeNull();
  });

  it('scales by the median leg length', () => {
    expect(legLength(jumpClip(5, 10))).toBe(200);
  });
});

describe('stability', () => {
  it('is the RMS hip sway around its path as a share of trunk length', () => {
    const xs = [5, -5, -5, 5, 5, -5, -5, 5];
    const frames = xs.map((dx, i) =>
      frame(i / 10, {
        left_hip: kp(300 + dx + i * 20, 300),
        right_hip: kp(300 + dx + i * 20, 300),
        left_shoulder: kp(300 + dx + i * 20, 200),
        right_shoulder: kp(300 + dx + i * 20, 200),
      }),
    );
    // Steady travel (20 px a frame) is removed; the +/-5 px around it on a 100 px trunk is 5%.
    expect(hipSway(frames)!.swayPct).toBeCloseTo(5, 9);
  });
});

describe('summarise', () => {
  it('collects a stride sequence: knee drive, knee ranges, symmetry and cadence', () => {
    const frames: PoseFrame[] = [];
    for (let i = 0; i < 48; i++) {
      const t = i / 12;
      const phase = 2 * Math.PI * 1.5 * t + Math.PI / 8;
      const s = Math.sin(phase);
      // Left thigh swings between -30 and 60 degrees (drive 60 at the front), right opposite;
      // left knee bends 20-100, right 20-80: ranges 80 and 60.
      const left = { hip: 15 + 45 * s, knee: 60 + 40 * s };
      const right = { hip: 15 - 45 * s, knee: 50 - 30 * s };
      frames.push(frame(t, sideFigure({ x: 300, left, right })));
    }
    const m = summarise(frames, true);
    // Samples fall a quarter turn apart starting at pi/8: the peak sampled is sin(3 pi / 8).
    const peak = Math.sin((3 * Math.PI) / 8);
    expect(m.kneeDrive).toBeCloseTo(15 + 45 * peak, 9);
    expect(m.hipRomLeft).toBeCloseTo(90 * peak, 9); // -30..60 sampled: signed, since the figure faces right
    expect(m.kneeRomLeft).toBeCloseTo(80 * peak, 9);
    expect(m.kneeRomRight).toBeCloseTo(60 * peak, 9);
    expect(m.kneeAsymmetry).toBeCloseTo((20 / 70) * 100, 9); // |80 - 60| / 70, the peak factor cancels
    expect(m.cadence).toBeCloseTo(180, 9);
    expect(m.trunkLeanMean).toBeCloseTo(0, 9);
  });

  it('compares left and right only when each side was seen through most of the clip (the far leg filmed from the side)', () => {
    // A symmetric squat: both knees bend 0-110 together. The far (right) knee is seen in 5 of 14
    // frames, the shallow ones: its range covers a part of the movement only.
    const frames: PoseFrame[] = [];
    for (let i = 0; i < 14; i++) {
      const depth = Math.sin((Math.PI * i) / 13);
      const f = sideFigure({ left: { hip: 95 * depth, knee: 110 * depth }, right: { hip: 95 * depth, knee: 110 * depth } });
      const seen = i < 3 || i > 11;
      frames.push(frame(i / 5, seen ? f : { ...f, right_knee: undefined, right_ankle: undefined }));
    }
    const partly = summarise(frames, true);
    expect(partly.kneeRomLeft).toBeCloseTo(110 * Math.sin((6 * Math.PI) / 13), 6);
    expect(partly.kneeRomRight).toBeLessThan(60);
    expect(partly.kneeAsymmetry).toBeNull();
    expect(partly.hipAsymmetry).toBeNull(); // the hip angle needs the knee too
    // Seen in 12 of 14 frames (at least 80 %): compared.
    const mostly = summarise(
      frames.map((f, i) => (i === 6 || i === 7 ? f : frame(f.t, sideFigure({ left: { hip: 0, knee: 0 }, right: { hip: 0, knee: 0 } })))),
      true,
    );
    expect(mostly.kneeAsymmetry).not.toBeNull();
  });

  it('keeps only the one-moment measures for a photo', () => {
    const m = summarise([frame(0, sideFigure({ lean: 8, left: { hip: 70, knee: 80 }, right: { hip: -10, knee: 20 } }))], false);
    expect(m.kneeDrive).toBeCloseTo(78, 9); // hip flexion counts from the trunk: 70 + 8 of lean
    expect(m.kneeFlexionMax).toBeCloseTo(80, 9);
    expect(m.trunkLeanMean).toBeCloseTo(8, 9);
    expect(m.cadence).toBeNull();
    expect(m.kneeRomLeft).toBeNull();
    expect(m.kneeAsymmetry).toBeNull();
  });
});
