import { mean } from './measures/types.ts';
import { fitSize, probeVideo } from './pose/frames.ts';
import { drawOverlay } from './pose/overlay.ts';
import { analyseSegment, type SegmentResult } from './pose/segment.ts';
import { photoInThread, segmentInThread } from './pose/threads.ts';
import type { ModelName, Observation } from './observation.ts';
import { lookAtPhoto, modelFor, type Looked } from './photo.ts';
import { DETECTION, type Profile } from './thresholds.ts';

export type { Looked, LookedTrack } from './photo.ts';

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

/** Runs the pose model over a photo or a video and keeps what it saw. */
export async function look(input: string, fileType: 'VIDEO' | 'IMAGE', profile: Profile, onProgress?: (pct: number) => Promise<void>): Promise<Looked> {
  if (fileType === 'IMAGE') {
    return photoInThread(input).catch((err: unknown) => {
      // The thread could not run: this thread looks at the photo itself.
      console.error('the analysis thread failed, looking at the photo here:', err instanceof Error ? err.message : err);
      return lookAtPhoto(input);
    });
  }
  return lookAtVideo(input, profile, onProgress);
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
  if (info.duration !== null && info.duration < DETECTION.minVideoSeconds)
    return { observation: { ...base, problem: 'too-short' }, overlay: null, track: null };

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
  // The analysis threads do the work (this thread keeps answering requests): the first half in one,
  // the second in the other (each its own model and core, each decoding its half with its own
  // ffmpeg); a short clip in one. A thread that cannot run has its half done here instead.
  const halves = expected >= TWO_THREADS_FROM_FRAMES ? 2 : 1;
  const mid = halves === 2 ? Math.ceil(expected / 2) / plan.fps : plan.seconds;
  const segment = (start: number, seconds: number) => ({ fps: plan.fps, ...size, start, seconds });
  const inThread = (slot: number, part: ReturnType<typeof segment>) =>
    segmentInThread(slot, input, plan.model, part, onFrame).catch(async (err: unknown) => {
      if (err instanceof Error && err.message.startsWith('ffmpeg could not decode')) throw err;
      console.error('the analysis thread failed, analysing its half here:', err instanceof Error ? err.message : err);
      const model = await modelFor(plan.model);
      return { ...(await analyseSegment(model, input, part, onFrame)), model: model.name };
    });
  let parts: SegmentResult[];
  // The model that ran: the clip's, or MoveNet where BlazePose could not be loaded.
  let modelName: ModelName = plan.model;
  try {
    // Both halves settle before an error is thrown, so that no half is left running unseen.
    const settled = await Promise.allSettled([inThread(0, segment(0, mid)), ...(halves === 2 ? [inThread(1, segment(mid, plan.seconds - mid))] : [])]);
    const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b] = settled.map((r) => (r as PromiseFulfilledResult<SegmentResult & { model: ModelName }>).value);
    modelName = a!.model;
    parts = b ? [{ ...a!, frames: a!.frames.filter((f) => f.t < mid - 1e-6) }, b] : [a!];
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('ffmpeg could not decode')) {
      return { observation: { ...base, problem: 'unreadable' }, overlay: null, track: null };
    }
    throw err;
  }
  await reporting;
  const frames = parts.flatMap((p) => p.frames);
  if (frames.length === 0) return { observation: { ...base, model: modelName, problem: 'unreadable' }, overlay: null, track: null };
  const withPerson = frames.filter((f) => f.pose !== null);
  let key: SegmentResult['key'] = null;
  for (const p of parts) if (p.key && (!key || p.key.score > key.score)) key = p.key;
  const lumaSum = parts.reduce((s, p) => s + p.lumaSum, 0);
  return {
    observation: {
      ...base,
      model: modelName,
      framesAnalysed: frames.length,
      poses: withPerson.map((f) => f.pose!),
      meanKeypointScore: mean(withPerson.map((f) => f.score)),
      secondsAnalysed: frames.length / plan.fps,
      meanLuma: lumaSum / frames.length,
      keyFrameSeconds: key ? key.t : null,
      frameHeight: size.height,
    },
    overlay: key
      ? await drawOverlay(
          { t: key.t, width: key.width, height: key.height, rgb: Buffer.from(key.rgb.buffer, key.rgb.byteOffset, key.rgb.byteLength) },
          key.keypoints,
        )
      : null,
    track: { model: modelName, width: size.width, height: size.height, sampleFps: plan.fps, videoFps: info.fps, durationSeconds: info.duration, frames },
  };
}
