import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

/**
 * Child processes of this benchmark run. Each is started in its own process group, so stopping it
 * also stops whatever it started (Chromium's renderers, the shell wrapper of /usr/bin/chromium).
 * Everything still running is killed when the harness exits, however it exits.
 */
const running = new Set<ChildProcess>();

export interface Child {
  process: ChildProcess;
  /** The last lines the process wrote (stdout and stderr), for error messages. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM to the process group, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export function startChild(command: string, args: string[], options: SpawnOptions & { label: string }): Child {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
    child.once('error', (err) => {
      lines.push(`${options.label}: ${err.message}`);
      running.delete(child);
      resolve(null);
    });
  });
  return {
    process: child,
    output: () => lines.join('\n'),
    exited,
    async stop(graceMs = 5000) {
      if (!running.has(child)) return;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Leftovers in the group (a child of the child) go too.
      signalGroup(child, 'SIGKILL');
    },
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export function killAll(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
  running.clear();
}

/** Clean-ups that need the event loop (dropping the benchmark database), run on Ctrl-C too. */
const cleanups = new Set<() => Promise<void>>();

export function onInterrupt(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

/** Kills every child, then runs the registered clean-ups for at most `timeoutMs`. */
export async function abort(timeoutMs = 5000): Promise<void> {
  killAll();
  const pending = [...cleanups].map((c) => c().catch(() => {}));
  cleanups.clear();
  await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, timeoutMs).unref())]);
}

let hooked = false;
/** Kill every child on exit, Ctrl-C, SIGTERM or a crash of the harness. */
export function killChildrenOnExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\nbench: ${signal}, stopping everything it started.\n`);
      void abort().finally(() => process.exit(130));
    });
  }
}

/** A TCP port that is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, the child exits, or `timeoutMs` passes. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void child.exited.then((code) => {
    exitCode = code;
  });
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`exited (code ${exitCode}) before it was ready:\n${child.output()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready after ${Math.round(timeoutMs / 1000)} s:\n${child.output()}`);
}
