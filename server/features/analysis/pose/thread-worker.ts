/**
 * An analysis thread (threads.ts starts two per process): runs the pose model over a photo or one
 * stretch of a clip, one request at a time, with its own models (tfjs' WASM backend uses one core
 * per thread).
 */
import { parentPort } from 'node:worker_threads';
import type { ModelName } from '../observation.ts';
import { lookAtPhoto, modelFor } from '../photo.ts';
import { loadPoseModel } from './model.ts';
import { analyseSegment, type SegmentPlan } from './segment.ts';

export type ThreadJob = { kind: 'segment'; input: string; model: ModelName; plan: SegmentPlan } | { kind: 'photo'; input: string };
export type ThreadRequest = { id: number } & ThreadJob;

const port = parentPort;
if (!port) throw new Error('thread-worker.ts runs as a worker thread');

// One request at a time: the next waits for the one before (the caller sends one per thread anyway).
let queue = Promise.resolve();

async function answer(req: ThreadRequest): Promise<void> {
  try {
    if (req.kind === 'photo') {
      const looked = await lookAtPhoto(req.input);
      // The overlay is copied, not transferred: a small Buffer may share Node's pool.
      port!.postMessage({ id: req.id, result: looked });
      return;
    }
    const model = await modelFor(req.model);
    const result = await analyseSegment(model, req.input, req.plan, () => port!.postMessage({ id: req.id, frame: true }));
    port!.postMessage({ id: req.id, result: { ...result, model: model.name } }, result.key ? [result.key.rgb.buffer as ArrayBuffer] : []);
  } catch (err) {
    port!.postMessage({ id: req.id, error: err instanceof Error ? err.message : String(err) });
  }
}

port.on('message', (msg: ThreadRequest | { warm: ModelName[] }) => {
  if ('warm' in msg) {
    queue = queue.then(async () => {
      for (const m of msg.warm) await loadPoseModel(m).catch(() => {});
    });
    return;
  }
  queue = queue.then(() => answer(msg));
});
