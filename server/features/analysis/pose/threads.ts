import { Worker } from 'node:worker_threads';
import type { ModelName } from '../observation.ts';
import type { Looked } from '../photo.ts';
import type { SegmentPlan, SegmentResult } from './segment.ts';
import type { ThreadJob, ThreadRequest } from './thread-worker.ts';

/**
 * The analysis' two threads. The pose model (tfjs' WASM backend, one core per thread) never runs on
 * the thread that calls it: a photo goes to the first thread, a video's halves to one thread each.
 * On a web node that also analyses (`npm start`, WORKER on) the main thread only waits and keeps
 * answering requests (docs/performance.md: it answered nothing for 8-10 s while a photo was analysed
 * on it). Each thread loads its models once and does one request at a time.
 */
export const ANALYSIS_THREADS = 2;

type Reply = { id: number; frame: true } | { id: number; result: unknown } | { id: number; error: string };
interface Pending {
  slot: number;
  resolve: (r: unknown) => void;
  reject: (e: Error) => void;
  onFrame?: () => void;
}

const workers: Array<Worker | null> = Array.from({ length: ANALYSIS_THREADS }, () => null);
const pending = new Map<number, Pending>();
let nextId = 1;
let runs = 0;

/** How many requests the threads have answered (tests check that the work left the calling thread). */
export const threadRuns = () => runs;

function failSlot(slot: number, err: Error) {
  for (const [id, p] of pending) {
    if (p.slot !== slot) continue;
    pending.delete(id);
    p.reject(err);
  }
  workers[slot] = null;
}

const busy = (slot: number) => [...pending.values()].some((p) => p.slot === slot);

function thread(slot: number): Worker {
  const existing = workers[slot];
  if (existing) return existing;
  // The worker is TypeScript, like the server: its entry registers tsx in the thread first.
  const w = new Worker(new URL('./thread-worker-boot.mjs', import.meta.url));
  w.unref();
  w.on('message', (m: Reply) => {
    const p = pending.get(m.id);
    if (!p) return;
    if ('frame' in m) {
      p.onFrame?.();
      return;
    }
    pending.delete(m.id);
    // An idle thread does not keep the process alive; a busy one does.
    if (!busy(slot)) w.unref();
    if ('error' in m) p.reject(new Error(m.error));
    else {
      runs++;
      p.resolve(m.result);
    }
  });
  w.on('error', (err) => failSlot(slot, err));
  w.on('exit', (code) => {
    if (workers[slot] === w) failSlot(slot, new Error(`the analysis thread stopped (exit ${code})`));
  });
  workers[slot] = w;
  return w;
}

function call<T>(slot: number, req: ThreadJob, onFrame?: () => void): Promise<T> {
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    pending.set(id, { slot, resolve: resolve as (r: unknown) => void, reject, onFrame });
    const w = thread(slot);
    w.ref();
    const msg: ThreadRequest = { ...req, id };
    w.postMessage(msg);
  });
}

/** Loads the models in every thread ahead of the first upload (the worker's start-up). */
export function warmAnalysisThreads(models: ModelName[], photoModels: ModelName[] = []): void {
  // Photos go to the first thread only (photoInThread): only it loads their model.
  for (let slot = 0; slot < ANALYSIS_THREADS; slot++) thread(slot).postMessage({ warm: slot === 0 ? [...photoModels, ...models] : models });
}

/** Analyses one stretch of a clip in thread `slot`, with the model that ran (MoveNet where BlazePose could not be loaded). */
export async function segmentInThread(
  slot: number,
  input: string,
  model: ModelName,
  plan: SegmentPlan,
  onFrame?: () => void,
): Promise<SegmentResult & { model: ModelName }> {
  const r = await call<SegmentResult & { model: ModelName }>(slot, { kind: 'segment', input, model, plan }, onFrame);
  return { ...r, key: r.key ? { ...r.key, rgb: new Uint8Array(r.key.rgb) } : null };
}

/** Looks at a photo in the first thread. */
export async function photoInThread(input: string): Promise<Looked> {
  const r = await call<Looked>(0, { kind: 'photo', input });
  // A Buffer crosses threads as a plain Uint8Array.
  return { ...r, overlay: r.overlay ? Buffer.from(r.overlay.buffer, r.overlay.byteOffset, r.overlay.byteLength) : null };
}

/** Stops the threads (tests, shutdown). */
export async function stopAnalysisThreads(): Promise<void> {
  const running = workers.filter((w): w is Worker => w !== null);
  workers.fill(null);
  await Promise.all(running.map((w) => w.terminate()));
}
