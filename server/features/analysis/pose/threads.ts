import { Worker } from 'node:worker_threads';
import type { ModelName } from '../observation.ts';
import type { SegmentPlan, SegmentResult } from './segment.ts';

type Reply = { id: number; frame: true } | { id: number; result: SegmentResult } | { id: number; error: string };

let worker: Worker | null = null;
let runs = 0;

/** How many stretches the second thread has analysed (tests check that it did the work). */
export const secondThreadRuns = () => runs;
let nextId = 1;
const pending = new Map<number, { resolve: (r: SegmentResult) => void; reject: (e: Error) => void; onFrame?: () => void }>();

function failAll(err: Error) {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
  worker = null;
}

function thread(): Worker {
  if (worker) return worker;
  // The worker is TypeScript, like the server: its entry registers tsx in the thread first.
  const w = new Worker(new URL('./segment-worker-boot.mjs', import.meta.url));
  w.unref();
  w.on('message', (m: Reply) => {
    const p = pending.get(m.id);
    if (!p) return;
    if ('frame' in m) p.onFrame?.();
    else {
      pending.delete(m.id);
      // An idle thread does not keep the process alive; a busy one does.
      if (!pending.size) w.unref();
      if ('error' in m) p.reject(new Error(m.error));
      else {
        runs++;
        p.resolve({ ...m.result, key: m.result.key ? { ...m.result.key, rgb: new Uint8Array(m.result.key.rgb) } : null });
      }
    }
  });
  w.on('error', (err) => failAll(err));
  w.on('exit', (code) => failAll(new Error(`the analysis thread stopped (exit ${code})`)));
  worker = w;
  return w;
}

/** Loads the model in the second thread ahead of the first clip (the worker's start-up). */
export function warmSecondThread(model: ModelName): void {
  thread().postMessage({ warm: model });
}

/** Analyses one stretch of a clip in the second thread. */
export function analyseInSecondThread(input: string, model: ModelName, plan: SegmentPlan, onFrame?: () => void): Promise<SegmentResult> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onFrame });
    thread().ref();
    thread().postMessage({ id, input, model, plan });
  });
}

/** Stops the second thread (tests, shutdown). */
export async function stopSecondThread(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
