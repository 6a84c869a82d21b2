/**
 * The analysis' second thread: runs the pose model over one half of a clip while the main thread
 * does the other (tfjs' WASM backend uses one core per thread). Started once per process by
 * second-thread.ts; one request at a time.
 */
import { parentPort } from 'node:worker_threads';
import type { ModelName } from '../observation.ts';
import { loadPoseModel } from './model.ts';
import { analyseSegment, type SegmentPlan } from './segment.ts';

export interface SegmentRequest {
  id: number;
  input: string;
  model: ModelName;
  plan: SegmentPlan;
}

const port = parentPort;
if (!port) throw new Error('segment-worker.ts runs as a worker thread');

port.on('message', (req: SegmentRequest | { warm: ModelName }) => {
  if ('warm' in req) {
    void loadPoseModel(req.warm).catch(() => {});
    return;
  }
  void (async () => {
    try {
      const model = await loadPoseModel(req.model);
      const result = await analyseSegment(model, req.input, req.plan, () => port.postMessage({ id: req.id, frame: true }));
      port.postMessage({ id: req.id, result }, result.key ? [result.key.rgb.buffer as ArrayBuffer] : []);
    } catch (err) {
      port.postMessage({ id: req.id, error: err instanceof Error ? err.message : String(err) });
    }
  })();
});
