import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';

/**
 * Counts the tests and assertions of each test file (issue 28: a faster CI must not check less).
 * With TEST_STATS_DIR set, each file appends "<stage>\t<tests>\t<assertions>" to
 * TEST_STATS_DIR/counts, the stage named by TEST_STATS_STAGE; scripts/test.sh adds them up in its
 * closing table.
 */
const dir = process.env.TEST_STATS_DIR;
let tests = 0;
let assertions = 0;

if (dir) {
  afterEach(() => {
    tests += 1;
    assertions += expect.getState().assertionCalls;
  });
  afterAll(() => {
    fs.appendFileSync(path.join(dir, 'counts'), `${process.env.TEST_STATS_STAGE ?? 'vitest'}\t${tests}\t${assertions}\n`);
  });
}
