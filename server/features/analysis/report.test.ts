import { describe, expect, it } from 'vitest';
import { confidenceReasons } from './confidence.ts';
import { measuresIn } from './report.ts';
import { buildReport } from './report.ts';
import { shotClip, standingClip } from './measures/synthetic.ts';
import type { PoseFrame } from './measures/types.ts';
import { observation } from './test-fixtures.ts';

const still = (over: Partial<Parameters<typeof observation>[0]> = {}) =>
  observation({ framesAnalysed: 30, poses: standingClip(), meanKeypointScore: 0.97, frameHeight: 480, ...over });

describe('a clip without the movement the sport judges (issue 33)', () => {
  it('says for a still Basketball clip that no shot was found, reports posture only and praises nothing', () => {
    const r = buildReport(still(), 'basketball');
    expect(r.feedback).toBe(
      'BlazePose (full) found the athlete in 30 of 30 frames (100%) over 3 s of video, analysed for basketball shooting form. ' +
        'We could not find a jump shot in this clip: film the whole shot from the side, from the dip to the follow-through, with the ball and both arms in view. ' +
        'Measured: trunk lean (mean) 0.1°. Only posture was measured, and nothing was judged against the basketball shooting form targets.',
    );
    expect(r.strengths).toEqual([]);
    expect(r.improvements).toEqual([]);
    expect(r.recommendations).toEqual(['Film the whole shot from the side, from the dip to the follow-through, with the ball and both arms in view.']);
    expect(r.tags).toEqual(['video-analysis', 'basketball', 'movement-not-found']);
    expect(r.measures.movement).toEqual({ key: 'shot', found: false });
    expect(r.measures.values.map((v) => v.key)).toEqual(['trunkLeanMean', 'trunkLeanMax']);
    expect(r.measures.values.every((v) => v.band === undefined && v.met === undefined)).toBe(true);
    expect(r.translations.es.feedback).toContain('No encontramos un tiro en suspensión en este video: graba el tiro completo de perfil');
    expect(r.translations.es.strengths).toEqual([]);
  });

  it('judges the same clip for general movement (a held position is a drill there)', () => {
    const r = buildReport(still(), 'general');
    expect(r.measures.movement).toEqual({ key: 'any', found: true });
    expect(r.strengths.length).toBeGreaterThan(0);
  });

  it('judges a shot when there is one', () => {
    const r = buildReport(observation({ framesAnalysed: 20, poses: shotClip(), meanKeypointScore: 0.95, frameHeight: 480 }), 'basketball');
    expect(r.measures.movement).toEqual({ key: 'shot', found: true });
    expect(r.feedback).toMatch(/strengths? and \d points? to work on against the basketball shooting form targets\.$/);
    expect(r.tags).toContain('leg-drive');
  });
});

/** A photo's one pose, seen `degrees` off the side. */
const photo = (degrees: number, over: Partial<Parameters<typeof observation>[0]> = {}) => {
  const pose: PoseFrame = { ...standingClip()[0]!, offSideDegrees: degrees };
  return observation({
    kind: 'image',
    framesAnalysed: 1,
    poses: [pose],
    meanKeypointScore: 0.98,
    sampleFps: 0,
    secondsAnalysed: 0,
    durationSeconds: null,
    frameHeight: 480,
    ...over,
  });
};

describe('confidence, explained (issue 33)', () => {
  it('says the camera angle limits a front-on photo, and how to film', () => {
    const r = buildReport(photo(78), 'basketball');
    expect(r.confidence).toBe(0.49);
    expect(r.measures.confidenceReasons).toEqual([{ code: 'view', factor: 0.5, value: 78 }]);
    const en = measuresIn(r.measures, 'en')!.confidenceReasons!;
    expect(en[0]!.text).toBe(
      'Camera angle: the athlete was filmed about 78° off the side view (90° is straight from the front or back), so the joint angles look smaller than they are.',
    );
    expect(en[0]!.advice).toBe('Film from the side: the camera level with the hips, at a right angle to the direction of the movement.');
    expect(measuresIn(r.measures, 'es')!.confidenceReasons![0]!.advice).toBe(
      'Graba de perfil: la cámara a la altura de la cadera y en ángulo recto con la dirección del movimiento.',
    );
  });

  it('names nothing when nothing costs more than 5 %', () => {
    expect(confidenceReasons(photo(10))).toEqual([]);
  });

  it('names frames without the athlete, dim light, a small athlete, hidden joints and the fast model', () => {
    const small = standingClip().map((f) => ({
      ...f,
      keypoints: Object.fromEntries(Object.entries(f.keypoints).filter(([k]) => !k.includes('wrist') && !k.includes('elbow'))),
    }));
    const o = still({ poses: small.slice(0, 24), meanKeypointScore: 0.7, meanLuma: 40, frameHeight: 2000, model: 'movenet', sampleFps: 12 });
    expect(confidenceReasons(o).map((r) => [r.code, r.value])).toEqual([
      ['coverage', 20],
      ['light', 40],
      ['size', 16],
      ['hidden-joints', 33],
      ['model', 5],
    ]);
    const words = measuresIn({ ...buildReport(o, 'general').measures }, 'en')!.confidenceReasons!;
    expect(words.map((w) => w.advice)).toEqual([
      'Keep the whole body in the frame from start to finish: step back or zoom out.',
      'Film in good light, with the light behind the camera rather than behind the athlete.',
      "Move closer or zoom in until the athlete fills most of the frame's height, the whole body still in view.",
      'Keep arms and legs in view, not behind the body or objects, and wear fitted clothes that stand out from the background.',
      'Clips of up to 5 s are analysed by the full model (BlazePose): trim the clip to the movement.',
    ]);
  });

  it('puts a low keypoint score with no visible cause down to unclear joints', () => {
    const [reason] = measuresIn({ ...buildReport(still({ meanKeypointScore: 0.8 }), 'general').measures }, 'en')!.confidenceReasons!;
    expect(reason).toMatchObject({
      code: 'hidden-joints',
      factor: 0.8,
      text: 'Unclear joints: the model was unsure where the joints were (mean keypoint score 0.8).',
    });
  });

  it('reads an analysis stored before issue 33 as it was: no movement, no reasons', () => {
    const old = {
      profile: 'basketball',
      model: 'blazepose',
      framesAnalysed: 1,
      framesWithPerson: 1,
      secondsAnalysed: 0,
      sampleFps: 0,
      keyFrameSeconds: 0,
      values: [{ key: 'trunkLeanMean', label: 'Trunk lean (mean)', value: 3, unit: '°' }],
    };
    expect(measuresIn(old, 'es')).toEqual({ ...old, values: [{ key: 'trunkLeanMean', label: 'Inclinación del tronco (media)', value: 3, unit: '°' }] });
  });
});
