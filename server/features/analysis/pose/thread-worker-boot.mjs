// An analysis thread's entry: registers tsx in this thread (a worker does not inherit the parent's
// loader hooks on Node 20), then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./thread-worker.ts');
