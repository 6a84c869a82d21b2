import { JOINTS, mean, type Joint, type Keypoint, type PoseFrame } from './measures/types.ts';
import { bodyView } from './measures/view.ts';
import { fitSize, meanLuma, photoFrame, probeVideo, videoFrames, type RgbFrame } from './pose/frames.ts';
import { loadPoseModel, type Pose, type PoseModel } from './pose/model.ts';
import { drawOverlay } from './pose/overlay.ts';
import type { ModelName, Observation } from './report.ts';
import { DETECTION, type Profile } from './thresholds.ts';

const CORE: Joint[] = ['left_shoulder', 'right_shoulder', 'left_elbow', 'right_elbow', 'left_wrist', 'right_wrist', 'left_hip', 'right_hip', 'left_knee', 'right_knee', 'left_ankle', 'right_ankle'];

export interface Looked {
  observation: Observation;
  /** The key frame with its skeleton drawn, when a person was found. */
  overlay: Buffer | null;
}

/** Plans a video's sampling: frames per second, the model, and the window (the middle of a long clip). */
export function planVideo(duration: number | null, profile: Profile) {
  const fps = DETECTION.sampleFps[profile];
  const needed = Math.ceil((duration ?? Infinity) * fps);
  const model: ModelName = needed <= DETECTION.blazePoseMaxFrames ? 'blazepose' : 'movenet';
  const cap = model === 'blazepose' ? DETECTION.blazePoseMaxFrames : DETECTION.maxFrames;
  const seconds = Math.min(duration ?? cap / fps, cap / fps);
  const start = duration && duration > seconds ? (duration - seconds) / 2 : 0;
  return { fps, model, seconds, start };
}

/** Keypoints good enough to measure with, and the frame's body-keypoint score (unseen ones count 0). */
function toPoseFrame(pose: Pose, t: number, model: ModelName): { frame: PoseFrame; score: number } {
  const min = DETECTION.keypointMinScore[model];
  const keypoints: Partial<Record<Joint, Keypoint>> = {};
  const byName = new Map(pose.keypoints.map((k) => [k.name, k]));
  for (const j of JOINTS) {
    const k = byName.get(j);
    if (k && (k.score ?? 0) >= min && Number.isFinite(k.x) && Number.isFinite(k.y)) keypoints[j] = { x: k.x, y: k.y, score: k.score ?? 0 };
  }
  const score = mean(CORE.map((j) => byName.get(j)?.score ?? 0)) ?? 0;
  const frame: PoseFrame = { t, keypoints };
  const view = bodyView(pose.keypoints3D);
  if (view !== null) frame.offSideDegrees = view;
  return { frame, score };
}

async function modelFor(name: ModelName): Promise<PoseModel> {
  // MoveNet is the fallback when BlazePose cannot be loaded.
  return loadPoseModel(name).catch((err: unknown) => {
    if (name === 'movenet') throw err;
    console.error('BlazePose could not be loaded, using MoveNet:', err instanceof Error ? err.message : err);
    return loadPoseModel('movenet');
  });
}

/** Runs the pose model over a photo or a video and keeps what it saw. */
export async function look(input: string, fileType: 'VIDEO' | 'IMAGE', profile: Profile, onProgress?: (pct: number) => Promise<void>): Promise<Looked> {
  if (fileType === 'IMAGE') return lookAtPhoto(input);
  return lookAtVideo(input, profile, onProgress);
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

async function lookAtPhoto(input: string): Promise<Looked> {
  const model = await modelFor('blazepose');
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
  if ((!pose || pose.score < DETECTION.personMinScore[model.name]) && model.name === 'blazepose') {
    // BlazePose's detector misses some bodies seen from the side (5 of 190 renders of the accuracy
    // set); MoveNet, which looks at the whole frame, found each of them.
    const fallback = await loadPoseModel('movenet').catch(() => null);
    const second = fallback ? await estimateOnce(fallback, frame) : null;
    if (fallback && second && second.score >= DETECTION.personMinScore.movenet) {
      used = fallback;
      pose = second;
    }
  }
  const observation: Observation = { ...base, framesAnalysed: 1, meanLuma: meanLuma(frame.rgb) };
  if (!pose || pose.score < DETECTION.personMinScore[used.name]) return { observation, overlay: null };
  const { frame: pf, score } = toPoseFrame(pose, 0, used.name);
  return {
    observation: { ...observation, model: used.name, poses: [pf], meanKeypointScore: score, keyFrameSeconds: 0 },
    overlay: await drawOverlay(frame, pf.keypoints),
  };
}

async function lookAtVideo(input: string, profile: Profile, onProgress?: (pct: number) => Promise<void>): Promise<Looked> {
  const info = await probeVideo(input);
  const plan = planVideo(info?.duration ?? null, profile);
  const base: Observation = {
    kind: 'video',
    model: plan.model,
    framesAnalysed: 0,
    poses: [],
    meanKeypointScore: null,
    sampleFps: plan.fps,
    secondsAnalysed: 0,
    durationSeconds: info?.duration ?? null,
    meanLuma: null,
    keyFrameSeconds: null,
  };
  if (!info) return { observation: { ...base, problem: 'unreadable' }, overlay: null };
  if (info.duration !== null && info.duration < DETECTION.minVideoSeconds) return { observation: { ...base, problem: 'too-short' }, overlay: null };

  const model = await modelFor(plan.model);
  const size = fitSize(info.width, info.height, DETECTION.frameLongSide);
  const expected = Math.max(1, Math.round(plan.seconds * plan.fps));
  const poses: PoseFrame[] = [];
  const scores: number[] = [];
  let lumaSum = 0;
  let frames = 0;
  let key: { frame: RgbFrame; pose: PoseFrame; score: number } | null = null;
  let reported = 0;
  model.reset();
  try {
    for await (const frame of videoFrames(input, { fps: plan.fps, ...size, start: plan.start, seconds: plan.seconds })) {
      frames++;
      lumaSum += meanLuma(frame.rgb);
      const pose = await model.estimate(frame.rgb, frame.width, frame.height);
      if (pose && pose.score >= DETECTION.personMinScore[model.name]) {
        const { frame: pf, score } = toPoseFrame(pose, frame.t, model.name);
        poses.push(pf);
        scores.push(score);
        if (!key || score > key.score) key = { frame, pose: pf, score };
      } else {
        // Lost: look for the person afresh in the next frame.
        model.reset();
      }
      const pct = Math.min(99, Math.floor((frames / expected) * 100));
      if (onProgress && pct >= reported + 10) {
        reported = pct;
        await onProgress(pct);
      }
    }
  } catch (err) {
    if (frames === 0) return { observation: { ...base, model: model.name, problem: 'unreadable' }, overlay: null };
    throw err;
  } finally {
    model.reset();
  }
  if (frames === 0) return { observation: { ...base, model: model.name, problem: 'unreadable' }, overlay: null };
  return {
    observation: {
      ...base,
      model: model.name,
      framesAnalysed: frames,
      poses,
      meanKeypointScore: mean(scores),
      secondsAnalysed: frames / plan.fps,
      meanLuma: lumaSum / frames,
      keyFrameSeconds: key ? key.pose.t : null,
    },
    overlay: key ? await drawOverlay(key.frame, key.pose.keypoints) : null,
  };
}
