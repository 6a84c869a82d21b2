import { mean } from './measures/types.ts';
import { fitSize, meanLuma, photoFrame, probeVideo, type RgbFrame } from './pose/frames.ts';
import { loadPoseModel, type Pose, type PoseModel } from './pose/model.ts';
import { analyseInSecondThread } from './pose/second-thread.ts';
import { analyseSegment, toPoseFrame, type AnalysedFrame, type SegmentResult } from './pose/segment.ts';
import { drawOverlay } from './pose/overlay.ts';
import type { ModelName, Observation } from './observation.ts';
import { DETECTION, type Profile } from './thresholds.ts';


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

/**
 * Plans a video's sampling: the whole clip at the sport's frames per second, or, for a clip so long
 * that this needs more than `maxFrames`, evenly at the rate that fits; BlazePose when the frames fit
 * its budget, else MoveNet Lightning.
 */
export function planVideo(duration: number | null, profile: Profile) {
  const sportFps = DETECTION.sampleFps[profile];
  const seconds = duration ?? DETECTION.maxFrames / sportFps;
  const fps = seconds * sportFps <= DETECTION.maxFrames ? sportFps : DETECTION.maxFrames / seconds;
  const model: ModelName = Math.ceil(seconds * fps - 1e-9) <= DETECTION.blazePoseMaxFrames ? 'blazepose' : 'movenet';
  return { fps, model, seconds, start: 0 };
}

/** Clips with fewer sampled frames than this are analysed on one thread (a second one would cost more to start than it saves). */
const TWO_THREADS_FROM_FRAMES = 24;

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
  const observation: Observation = { ...base, framesAnalysed: 1, meanLuma: meanLuma(frame.rgb), frameHeight: frame.height };
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
  if (!info) return { observation: { ...base, problem: 'unreadable' }, overlay: null, track: null };
  if (info.duration !== null && info.duration < DETECTION.minVideoSeconds) return { observation: { ...base, problem: 'too-short' }, overlay: null, track: null };

  const model = await modelFor(plan.model);
  const size = fitSize(info.width, info.height, DETECTION.frameLongSide);
  const expected = Math.max(1, Math.round(plan.seconds * plan.fps));
  let done = 0;
  let reported = 0;
  let reporting = Promise.resolve();
  const onFrame = () => {
    done++;
    const pct = Math.min(99, Math.floor((done / expected) * 100));
    if (onProgress && pct >= reported + 10) {
      reported = pct;
      reporting = reporting.then(() => onProgress(pct)).catch(() => {});
    }
  };
  // Two threads when it pays: this one analyses the first half while the second thread (its own
  // model, on the other core) analyses the second half; each decodes its half with its own ffmpeg.
  const halves = expected >= TWO_THREADS_FROM_FRAMES ? 2 : 1;
  const mid = halves === 2 ? Math.ceil(expected / 2) / plan.fps : plan.seconds;
  const segment = (start: number, seconds: number) => ({ fps: plan.fps, ...size, start, seconds });
  let parts: SegmentResult[];
  try {
    const first = analyseSegment(model, input, segment(0, mid), onFrame);
    const second =
      halves === 2
        ? analyseInSecondThread(input, model.name, segment(mid, plan.seconds - mid), onFrame).catch(async (err: unknown) => {
            // The second thread could not run: this thread does its half too, after the first.
            console.error('the second analysis thread failed, analysing on one:', err instanceof Error ? err.message : err);
            await first.catch(() => {});
            return analyseSegment(model, input, segment(mid, plan.seconds - mid), onFrame);
          })
        : Promise.resolve(null);
    const [a, b] = await Promise.all([first, second]);
    parts = b ? [{ ...a, frames: a.frames.filter((f) => f.t < mid - 1e-6) }, b] : [a];
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('ffmpeg could not decode')) {
      return { observation: { ...base, model: model.name, problem: 'unreadable' }, overlay: null, track: null };
    }
    throw err;
  }
  await reporting;
  const frames = parts.flatMap((p) => p.frames);
  if (frames.length === 0) return { observation: { ...base, model: model.name, problem: 'unreadable' }, overlay: null, track: null };
  const withPerson = frames.filter((f) => f.pose !== null);
  let key: SegmentResult['key'] = null;
  for (const p of parts) if (p.key && (!key || p.key.score > key.score)) key = p.key;
  const lumaSum = parts.reduce((s, p) => s + p.lumaSum, 0);
  return {
    observation: {
      ...base,
      model: model.name,
      framesAnalysed: frames.length,
      poses: withPerson.map((f) => f.pose!),
      meanKeypointScore: mean(withPerson.map((f) => f.score)),
      secondsAnalysed: frames.length / plan.fps,
      meanLuma: lumaSum / frames.length,
      keyFrameSeconds: key ? key.t : null,
      frameHeight: size.height,
    },
    overlay: key ? await drawOverlay({ t: key.t, width: key.width, height: key.height, rgb: Buffer.from(key.rgb.buffer, key.rgb.byteOffset, key.rgb.byteLength) }, key.keypoints) : null,
    track: { model: model.name, width: size.width, height: size.height, sampleFps: plan.fps, videoFps: info.fps, durationSeconds: info.duration, frames },
  };
}
