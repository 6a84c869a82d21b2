/**
 * What the pose model saw in an upload, and the photo path. It runs in an analysis thread
 * (pose/threads.ts), never on the thread that answers requests.
 */
import { meanLuma, photoFrame, type RgbFrame } from './pose/frames.ts';
import { loadPoseModel, type Pose, type PoseModel } from './pose/model.ts';
import { drawOverlay } from './pose/overlay.ts';
import { toPoseFrame, type AnalysedFrame } from './pose/segment.ts';
import type { ModelName, Observation } from './observation.ts';
import { DETECTION } from './thresholds.ts';

export interface Looked {
  observation: Observation;
  /** The key frame with its skeleton drawn, when a person was found. */
  overlay: Buffer | null;
  /** Every analysed frame of a video, with the person found in it (for the player's skeleton and curves). */
  track?: LookedTrack | null;
}

export interface LookedTrack {
  model: ModelName;
  width: number;
  height: number;
  sampleFps: number;
  videoFps: number | null;
  durationSeconds: number | null;
  frames: AnalysedFrame[];
}

export async function modelFor(name: ModelName): Promise<PoseModel> {
  // BlazePose full stands in for heavy, and MoveNet for BlazePose, when a model cannot be loaded.
  return loadPoseModel(name).catch((err: unknown) => {
    if (name === 'movenet') throw err;
    const next: ModelName = name === 'blazepose-heavy' ? 'blazepose' : 'movenet';
    console.error(`${name} could not be loaded, using ${next}:`, err instanceof Error ? err.message : err);
    return modelFor(next);
  });
}

/** One photo through a model, with no tracking from an earlier image. */
async function estimateOnce(model: PoseModel, frame: RgbFrame): Promise<Pose | null> {
  model.reset();
  try {
    return await model.estimate(frame.rgb, frame.width, frame.height);
  } finally {
    model.reset();
  }
}

/**
 * BlazePose heavy over one photo (MoveNet when BlazePose finds nobody), with the skeleton drawn.
 * A photo is one frame, so the heavier model fits its time (docs/accuracy.md, "Heavier models and smoothing": about
 * 0.35 s a photo against 0.14 s, and clearly smaller errors than the full model's).
 */
export async function lookAtPhoto(input: string): Promise<Looked> {
  const model = await modelFor('blazepose-heavy');
  const base: Observation = {
    kind: 'image',
    model: model.name,
    framesAnalysed: 0,
    poses: [],
    meanKeypointScore: null,
    sampleFps: 0,
    secondsAnalysed: 0,
    durationSeconds: null,
    meanLuma: null,
    keyFrameSeconds: null,
  };
  const frame = await photoFrame(input, DETECTION.photoLongSide);
  if (!frame) return { observation: { ...base, problem: 'unreadable' }, overlay: null };
  let used = model;
  let pose = await estimateOnce(model, frame);
  if ((!pose || pose.score < DETECTION.personMinScore[model.name]) && model.name !== 'movenet') {
    // BlazePose's detector misses some bodies seen from the side (5 of 190 renders of the accuracy
    // set); MoveNet, which looks at the whole frame, found each of them.
    const fallback = await loadPoseModel('movenet').catch(() => null);
    const second = fallback ? await estimateOnce(fallback, frame) : null;
    if (fallback && second && second.score >= DETECTION.personMinScore.movenet) {
      used = fallback;
      pose = second;
    }
  }
  const observation: Observation = { ...base, framesAnalysed: 1, meanLuma: meanLuma(frame.rgb), frameHeight: frame.height };
  if (!pose || pose.score < DETECTION.personMinScore[used.name]) return { observation, overlay: null };
  const { frame: pf, score } = toPoseFrame(pose, 0, used.name);
  return {
    observation: { ...observation, model: used.name, poses: [pf], meanKeypointScore: score, keyFrameSeconds: 0 },
    overlay: await drawOverlay(frame, pf.keypoints),
  };
}
