import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench/web/chromium';

const PORT = Number(process.env.E2E_PORT ?? 5055);
const dataDir = path.join(os.tmpdir(), `octane-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Chromium refuses some ports as unsafe (5060 and 5061 among them); E2E_PORT may be one.
      args: [...CHROMIUM_ARGS, `--explicitly-allowed-ports=${PORT}`],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx server/main.ts`,
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SIGNUP_RATE_LIMIT: '1000',
      LOGIN_RATE_LIMIT: '1000',
      LOGIN_ACCOUNT_LIMIT: '1000',
      LOGIN_IP_LIMIT: '1000',
    },
  },
});
