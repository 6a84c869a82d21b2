import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Tf from '@tensorflow/tfjs-core';
import type * as PoseDetection from '@tensorflow-models/pose-detection';
import { RULES_VERSION } from '../thresholds.ts';
import type { ModelName } from '../observation.ts';

/** The graph models, kept in the repo (docs/decisions/014-pose-model.md, models/pose/README.md). */
export const MODELS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../models/pose');
export const MODEL_SOURCE = 'human-models-3.0.4';
const FILES: Record<ModelName, string> = { blazepose: 'blazepose-full', 'blazepose-heavy': 'blazepose-heavy', movenet: 'movenet-lightning' };

export const modelVersion = (model: ModelName) => `${FILES[model]}@${MODEL_SOURCE}+${RULES_VERSION}`;

/** A tfjs IOHandler that reads a graph model's model.json and weight shards from disk (fetch cannot read file://). */
export function fileModel(jsonPath: string): Tf.io.IOHandler {
  return {
    load: async () => {
      const json = JSON.parse(await fs.promises.readFile(jsonPath, 'utf8')) as {
        modelTopology: object;
        format?: string;
        generatedBy?: string;
        convertedBy?: string;
        signature?: object;
        userDefinedMetadata?: Record<string, object>;
        weightsManifest: { paths: string[]; weights: Tf.io.WeightsManifestEntry[] }[];
      };
      const weightSpecs = json.weightsManifest.flatMap((group) => group.weights);
      const shards = await Promise.all(
        json.weightsManifest.flatMap((group) => group.paths).map((p) => fs.promises.readFile(path.join(path.dirname(jsonPath), p))),
      );
      const all = Buffer.concat(shards);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy ?? null,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer,
      };
    },
  };
}

export interface Pose {
  score: number;
  /** Named keypoints in the input image's pixels. */
  keypoints: { name?: string; x: number; y: number; score?: number }[];
  /** BlazePose's 3-D world keypoints (metres, origin between the hips, y down, z away from the camera); MoveNet has none. */
  keypoints3D?: { name?: string; x: number; y: number; z?: number; score?: number }[];
}

export interface PoseModel {
  name: ModelName;
  /** Poses in one RGB frame; `timestampMs` lets BlazePose track the person from frame to frame. */
  estimate(rgb: Uint8Array, width: number, height: number): Promise<Pose | null>;
  /** Forget the tracked person (a new clip or photo). */
  reset(): void;
}

let tfReady: Promise<typeof Tf> | null = null;

/** tfjs on the WASM backend (one core, SIMD), loaded once per process. */
export function loadTf(): Promise<typeof Tf> {
  tfReady ??= (async () => {
    const tf = await import('@tensorflow/tfjs-core');
    const wasm = await import('@tensorflow/tfjs-backend-wasm');
    const require = createRequire(import.meta.url);
    const dist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
    wasm.setWasmPaths(dist + path.sep);
    if (!(await tf.setBackend('wasm'))) throw new Error('The tfjs WASM backend could not start');
    await tf.ready();
    tf.enableProdMode();
    return tf;
  })();
  tfReady.catch(() => {
    tfReady = null;
  });
  return tfReady;
}

const loaded = new Map<ModelName, Promise<PoseModel>>();

/** BlazePose full or heavy (33 keypoints, 3-D) or MoveNet Lightning (17 keypoints), loaded once per process. */
export function loadPoseModel(name: ModelName): Promise<PoseModel> {
  let p = loaded.get(name);
  if (!p) {
    p = createModel(name);
    loaded.set(name, p);
    p.catch(() => loaded.delete(name));
  }
  return p;
}

async function createModel(name: ModelName): Promise<PoseModel> {
  const tf = await loadTf();
  const pd: typeof PoseDetection = await import('@tensorflow-models/pose-detection');
  const file = (f: string) => fileModel(path.join(MODELS_DIR, `${f}.json`));
  const detector =
    name !== 'movenet'
      ? await pd.createDetector(pd.SupportedModels.BlazePose, {
          runtime: 'tfjs',
          modelType: name === 'blazepose-heavy' ? 'heavy' : 'full',
          // Raw keypoints: smoothing would blur the timing of ground contacts and take-offs.
          enableSmoothing: false,
          detectorModelUrl: file('blazepose-detector'),
          landmarkModelUrl: file(FILES[name]),
        } as PoseDetection.BlazePoseTfjsModelConfig)
      : await pd.createDetector(pd.SupportedModels.MoveNet, {
          modelType: pd.movenet.modelType.SINGLEPOSE_LIGHTNING,
          enableSmoothing: false,
          modelUrl: file(FILES.movenet),
        });
  let frameNo = 0;
  return {
    name,
    reset: () => {
      detector.reset();
      frameNo = 0;
    },
    async estimate(rgb, width, height) {
      const image = tf.tensor3d(rgb, [height, width, 3], 'int32');
      try {
        const poses = await detector.estimatePoses(image, { flipHorizontal: false, maxPoses: 1 } as never, frameNo++ * 100);
        const pose = poses[0];
        if (!pose) return null;
        const score = pose.score ?? mean(pose.keypoints.map((k) => k.score ?? 0));
        return { score, keypoints: pose.keypoints, keypoints3D: pose.keypoints3D };
      } finally {
        image.dispose();
      }
    },
  };
}

const mean = (v: number[]) => (v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0);
