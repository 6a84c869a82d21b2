import fs from 'node:fs';

/** Debian's Chromium and the flags it runs with here (docs/design.md section 8): the benchmarks, the journeys (playwright.config.ts) and scripts/shot.ts. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's chromium-headless-shell where installed (scripts/ensure-chromium.sh),
 * the build Playwright itself runs headless tests in, at about half the CPU per page of the full
 * browser's headless mode (issue 28); else the full browser.
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
