import type { PoseFrame } from './measures/types.ts';

/** BlazePose full (clips), BlazePose heavy (photos), MoveNet Lightning (long clips; photos BlazePose misses). */
export type ModelName = 'blazepose' | 'blazepose-heavy' | 'movenet';
export const MODEL_LABEL: Record<ModelName, string> = { blazepose: 'BlazePose (full)', 'blazepose-heavy': 'BlazePose (heavy)', movenet: 'MoveNet (Lightning)' };

/** What the pose model saw in a photo or clip. */
export interface Observation {
  kind: 'video' | 'image';
  model: ModelName;
  framesAnalysed: number;
  /** Frames with a person, with their usable keypoints. */
  poses: PoseFrame[];
  /** Mean over frames with a person of the mean score of the 12 body keypoints (0-1). */
  meanKeypointScore: number | null;
  sampleFps: number;
  /** Seconds covered by the analysed frames (0 for a photo) and the clip's full length. */
  secondsAnalysed: number;
  durationSeconds: number | null;
  /** Mean brightness of the analysed frames, 0-255. */
  meanLuma: number | null;
  keyFrameSeconds: number | null;
  /** Height in pixels of the frames the model saw (the athlete's size in the frame: a confidence reason). */
  frameHeight?: number;
  /** Why nothing could be analysed, when so. */
  problem?: 'unreadable' | 'too-short';
}
