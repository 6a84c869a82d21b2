import { JOINTS, mean, type Joint, type Keypoint, type PoseFrame } from '../measures/types.ts';
import { bodyView } from '../measures/view.ts';
import type { ModelName } from '../observation.ts';
import { DETECTION } from '../thresholds.ts';
import { meanLuma, videoFrames } from './frames.ts';
import type { Pose, PoseModel } from './model.ts';

const CORE: Joint[] = [
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
];

/** Keypoints good enough to measure with, and the frame's body-keypoint score (unseen ones count 0). */
export function toPoseFrame(pose: Pose, t: number, model: ModelName): { frame: PoseFrame; score: number } {
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

/** One analysed frame: its time, and the person found (null: none). */
export interface AnalysedFrame {
  t: number;
  pose: PoseFrame | null;
  score: number;
}

export interface SegmentPlan {
  fps: number;
  width: number;
  height: number;
  start: number;
  seconds: number;
}

export interface SegmentResult {
  frames: AnalysedFrame[];
  lumaSum: number;
  /** The frame whose person scored best, with its pixels (for the overlay image). */
  key: { t: number; rgb: Uint8Array; width: number; height: number; keypoints: PoseFrame['keypoints']; score: number } | null;
}

/**
 * Decodes one stretch of a clip at the model's size (ffmpeg scales while decoding) and runs the pose
 * model over every sampled frame. Both threads of an analysis run this over their half of the clip.
 */
export async function analyseSegment(model: PoseModel, input: string, plan: SegmentPlan, onFrame?: () => void | Promise<void>): Promise<SegmentResult> {
  const out: SegmentResult = { frames: [], lumaSum: 0, key: null };
  model.reset();
  try {
    for await (const frame of videoFrames(input, plan)) {
      out.lumaSum += meanLuma(frame.rgb);
      const pose = await model.estimate(frame.rgb, frame.width, frame.height);
      if (pose && pose.score >= DETECTION.personMinScore[model.name]) {
        const { frame: pf, score } = toPoseFrame(pose, frame.t, model.name);
        out.frames.push({ t: frame.t, pose: pf, score });
        if (!out.key || score > out.key.score)
          out.key = { t: frame.t, rgb: frame.rgb, width: frame.width, height: frame.height, keypoints: pf.keypoints, score };
      } else {
        out.frames.push({ t: frame.t, pose: null, score: 0 });
        // Lost: look for the person afresh in the next frame.
        model.reset();
      }
      await onFrame?.();
    }
  } finally {
    model.reset();
  }
  return out;
}
