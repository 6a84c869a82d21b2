import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ISOLATED_UNIT_TESTS = 'web/src/lib/zod-jitless.test.ts';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'web/src'),
      '@common': path.resolve(import.meta.dirname, 'common'),
    },
  },
  test: {
    // Counts each file's tests and assertions when TEST_STATS_DIR is set (scripts/test.sh's table).
    setupFiles: ['./scripts/test-stats/count-assertions.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Some unit tests run the real pose model or ffmpeg: generous on a busy 2-core machine.
          testTimeout: 20_000,
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'eslint/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/*.component.test.tsx', '**/node_modules/**', ISOLATED_UNIT_TESTS],
          // Files share a worker's loaded modules (each test file still builds its own state):
          // importing the app once per worker instead of once per file (issue 28).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Tests of what happens on a module's first import need modules of their own.
          name: 'unit-isolated',
          include: [ISOLATED_UNIT_TESTS],
        },
      },
      {
        extends: true,
        test: {
          // A screen's pieces rendered in a DOM with their real hooks (issue 28): the per-screen
          // checks (a message, a formatted value, a component's states) that need no server.
          name: 'component',
          include: ['web/src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          // Each file makes its own app and database; the modules are loaded once per worker.
          isolate: false,
          // The files run two at a time on PGlite (CPU-bound) and four on PostgreSQL (mostly waiting).
          maxWorkers: process.env.TEST_DB === 'postgres' ? 4 : 2,
          // One migrated database per run, copied for each file (server/test/global-setup.ts).
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
