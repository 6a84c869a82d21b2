import { describe, expect, it } from 'vitest';
import type { Measures } from './measures/summary.ts';
import { frame, shotClip, sideFigure } from './measures/synthetic.ts';
import { confidenceOf } from './confidence.ts';
import { buildReport } from './report.ts';
import { applyRules, profileFor } from './rules.ts';
import { noMeasures as none, observation } from './test-fixtures.ts';
import { THRESHOLDS, type Profile } from './thresholds.ts';

describe('the sport profile', () => {
  it('comes from the upload, else the athlete, else general', () => {
    expect(profileFor('Track & Field', 'Basketball')).toBe('speed');
    expect(profileFor(null, 'Basketball')).toBe('basketball');
    expect(profileFor('', 'Soccer')).toBe('soccer');
    expect(profileFor('Flag Football', null)).toBe('football');
    expect(profileFor('Speed & Agility', null)).toBe('speed');
    expect(profileFor('Tennis', 'Soccer')).toBe('general');
    expect(profileFor(null, null)).toBe('general');
  });
});

describe('the thresholds table', () => {
  it('gives every threshold a source or reasoning', () => {
    for (const [rule, byProfile] of Object.entries(THRESHOLDS)) {
      for (const [profile, th] of Object.entries(byProfile)) {
        expect(th.source.length, `${rule}/${profile}`).toBeGreaterThan(10);
        expect(Number.isFinite(th.value)).toBe(true);
      }
    }
  });
});

describe('rules', () => {
  it('cite the measured number against the speed targets', () => {
    const m: Measures = {
      ...none,
      kneeDrive: 78,
      cadence: 176,
      groundContactMs: 180,
      trunkLeanMean: 24.4,
      kneeRomLeft: 80,
      kneeRomRight: 60,
      kneeAsymmetry: 28.6,
    };
    const f = applyRules(m, 'speed', true);
    expect(f.improvements).toEqual([
      'Knee drive reached 78° of hip flexion; aim for 90°.',
      'Trunk lean averaged 24° from vertical; keep it within 20°.',
      'Left and right knees moved through 80° and 60°: 29% apart; aim for under 10%.',
    ]);
    expect(f.strengths).toEqual(['Cadence was 176 steps/min (target 170 or more).', 'Ground contact averaged 180 ms per step (under 250 ms).']);
    expect(f.recommendations).toHaveLength(3);
    expect(f.recommendations[0]).toContain('90°');
    expect(f.tags).toEqual(['knee-drive', 'cadence', 'ground-contact', 'posture', 'symmetry']);
  });

  it('say nothing about running when no steps were seen', () => {
    const f = applyRules({ ...none, kneeDrive: 20, groundContactMs: 900 }, 'speed', true);
    expect(f.judged).toEqual([]);
  });

  it('judge a shot only when the arm went overhead', () => {
    const shot: Measures = { ...none, shoulderElevationMax: 150, elbowFlexionMax: 88, elbowFlexionMin: 31, kneeFlexionMax: 52 };
    const f = applyRules(shot, 'basketball', true);
    expect(f.strengths).toEqual(['Knees bent to 52° before the shot (45° or more loads the legs).', 'The shooting elbow set at 88° of bend (70° or more).']);
    expect(f.improvements).toEqual(['The shooting arm was still bent 31° at release; extend to under 25°.']);
    expect(applyRules({ ...shot, shoulderElevationMax: 40 }, 'basketball', true).judged).toEqual([]);
  });

  it('judge only posture on a photo', () => {
    const f = applyRules({ ...none, trunkLeanMean: 9, kneeDrive: 30, cadence: 150 }, 'speed', false);
    expect(f.judged.map((j) => j.rule)).toEqual(['trunkLean']);
    expect(f.strengths).toEqual(['Trunk lean averaged 9° from vertical (within 20°).']);
  });

  it('compare symmetry only when the knees really moved', () => {
    expect(applyRules({ ...none, kneeRomLeft: 8, kneeRomRight: 4, kneeAsymmetry: 66.7 }, 'general', true).judged).toEqual([]);
  });
});

describe('the report', () => {
  it('says honestly that nobody was found, with no advice and no confidence', () => {
    const r = buildReport(observation({}), 'speed');
    expect(r.feedback).toBe('No athlete was detected in this video (30 frames checked by BlazePose (full)). No feedback was made up.');
    expect(r.confidence).toBe(0);
    expect(r.strengths).toEqual([]);
    expect(r.improvements).toEqual([]);
    expect(r.recommendations).toEqual(['For an analysis, film the whole body from the side in good light, holding the camera still, for 5-10 seconds.']);
    expect(r.tags).toEqual(['video-analysis', 'no-person']);
  });

  it('names darkness, a too-short clip and an unreadable file', () => {
    expect(buildReport(observation({ meanLuma: 12 }), 'general').feedback).toContain('It is very dark (mean brightness 12 of 255)');
    expect(buildReport(observation({ problem: 'too-short', durationSeconds: 0.4 }), 'general').feedback).toBe(
      'This video is too short to analyse (0.4 s; at least 1 s is needed to see a movement).',
    );
    const photo = buildReport(observation({ kind: 'image', problem: 'unreadable' }), 'general');
    expect(photo.feedback).toBe('This photo could not be read, so it was not analysed. Please upload it again or choose another file.');
    expect(photo.tags).toEqual(['photo-analysis', 'unreadable']);
  });

  it('rates confidence as coverage times keypoint score', () => {
    const poses = Array.from({ length: 24 }, (_, i) => frame(i / 10, sideFigure({ left: { hip: 10, knee: 10 }, right: { hip: 10, knee: 10 } })));
    expect(confidenceOf(observation({ poses, meanKeypointScore: 0.9 }))).toBe(0.72); // 24/30 x 0.9
    const r = buildReport(observation({ poses, meanKeypointScore: 0.9 }), 'general');
    expect(r.confidence).toBe(0.72);
    expect(r.feedback).toMatch(/^BlazePose \(full\) found the athlete in 24 of 30 frames \(80%\) over 3 s of video, analysed for general movement\./);
    expect(r.measures.values.find((v) => v.key === 'trunkLeanMean')).toEqual({
      key: 'trunkLeanMean',
      label: 'Trunk lean (mean)',
      value: 0,
      unit: '°',
      band: { min: null, max: 20, source: THRESHOLDS.trunkLean.general.source },
      met: true,
    });
  });

  it("lists the shooting arm's measures for basketball only", () => {
    const keys = (profile: Profile) =>
      buildReport(observation({ framesAnalysed: 20, poses: shotClip(), meanKeypointScore: 0.9 }), profile).measures.values.map((v) => v.key);
    expect(keys('basketball')).toEqual(expect.arrayContaining(['elbowFlexionMax', 'elbowFlexionMin']));
    for (const profile of ['speed', 'soccer', 'football', 'general'] as const) {
      expect(keys(profile).filter((k) => k.startsWith('elbow'))).toEqual([]);
      expect(keys(profile)).toContain('trunkLeanMean');
    }
  });

  it('gives no movement feedback when the athlete is rarely in frame', () => {
    const poses = [frame(0, sideFigure({ left: { hip: 10, knee: 10 }, right: { hip: 10, knee: 10 } }))];
    const r = buildReport(observation({ poses, meanKeypointScore: 0.9 }), 'general');
    expect(r.feedback).toBe(
      'BlazePose (full) found the athlete in 1 of 30 frames (3%) over 3 s of video: too few frames to measure the movement reliably, so no movement feedback is given.',
    );
    expect(r.improvements).toEqual([]);
    expect(r.confidence).toBe(0.03);
  });
});

describe('stability is judged on a hold only', () => {
  it('says nothing of hip sway in a squat, a jump or a run, and judges it in a hold', () => {
    const squat: Measures = { ...none, swayPct: 24.8, kneeRomLeft: 94.3, kneeRomRight: 51.6, trunkLeanMean: 7 };
    expect(applyRules(squat, 'general', true).improvements.join(' ')).not.toMatch(/sway/i);
    const run: Measures = { ...none, swayPct: 20, cadence: 170, kneeRomLeft: 10, kneeRomRight: 10 };
    expect([...applyRules(run, 'general', true).improvements, ...applyRules(run, 'general', true).strengths].join(' ')).not.toMatch(/sway/i);
    const jump: Measures = { ...none, swayPct: 22, flightMs: 460, kneeRomLeft: 15, kneeRomRight: 15 };
    expect(applyRules(jump, 'general', true).improvements.join(' ')).not.toMatch(/sway/i);
    const hold: Measures = { ...none, swayPct: 9, kneeRomLeft: 4, kneeRomRight: 5 };
    expect(applyRules(hold, 'general', true).improvements).toContain('Hip sway was 9% of trunk length; aim for under 6%.');
  });
});
