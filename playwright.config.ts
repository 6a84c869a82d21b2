import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, JOURNEY_CHROMIUM_PATH } from './bench/web/chromium';
import { E2E_BASE_PORT } from './e2e/ports';

/**
 * Two workers by default, each against a server and database of its own: in the headless shell a
 * journey leaves part of the machine idle, and two of them keep both cores busy (issue 28,
 * docs/decisions/037: 12.7 min in one worker of the full browser, 9.5 min now).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * With DATABASE_URL set, the second worker's server runs on PostgreSQL and the first on PGlite, so
 * the journeys cover both databases; without it, every server runs on PGlite.
 */
const postgresWorker = (worker: number) => Boolean(process.env.DATABASE_URL) && worker % 2 === 1;
const ports = Array.from({ length: WORKERS }, (_, i) => E2E_BASE_PORT + i);

export default defineConfig({
  testDir: 'e2e',
  // Caps, not speed targets (those are benchmarks): on the 2-core CI machine two journey servers run
  // the uploads' analyses in their threads beside two browsers, and a journey that took 30 s alone
  // has taken 50 s there (2026-11-28 fresh-clone run).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: WORKERS,
  // One retry (decision 062): a journey that passes only on its second try is still a failure to
  // mend, and the run's summary names it with its first error; but one slow moment on the shared
  // 2-core CI machine no longer throws away every commit of the run.
  retries: 1,
  reporter: [['list'], ['./scripts/test-stats/playwright-reporter.ts']],
  use: {
    // The app registers a service worker (decision 058); journeys see the network as the server
    // answers it (and page.route sees every request). The push journey allows it for itself.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: JOURNEY_CHROMIUM_PATH,
      // Chromium refuses some ports as unsafe (5060 and 5061 among them); E2E_PORT may be one.
      args: [...CHROMIUM_ARGS, `--explicitly-allowed-ports=${ports.join(',')}`],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // One server per worker, each with its own data dir and demo data.
  webServer: ports.map((port, worker) => {
    const dataDir = path.join(os.tmpdir(), `octane-e2e-${process.pid}-${port}`);
    return {
      command: `rm -rf ${dataDir} && node --import tsx e2e/server.ts`,
      url: `http://localhost:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        E2E_POSTGRES_URL: postgresWorker(worker) ? (process.env.DATABASE_URL ?? '') : '',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        SIGNUP_RATE_LIMIT: '1000',
        LOGIN_RATE_LIMIT: '1000',
        LOGIN_ACCOUNT_LIMIT: '1000',
        LOGIN_IP_LIMIT: '1000',
      },
    };
  }),
});
