import { test as base } from '@playwright/test';
import { E2E_BASE_PORT } from './ports';

export { expect } from '@playwright/test';

/**
 * The journeys' `test`: each Playwright worker talks to a server of its own (playwright.config.ts
 * starts one per worker, each on its own port and data dir), so that two journeys running at the
 * same time never share demo data (issue 28).
 */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(baseURLFor(testInfo.parallelIndex)),
});

const baseURLFor = (parallelIndex: number) => `http://localhost:${E2E_BASE_PORT + parallelIndex}`;

/** The running journey's server (for calls that need an absolute URL, such as an Origin header). */
export const currentBaseURL = () => baseURLFor(base.info().parallelIndex);
