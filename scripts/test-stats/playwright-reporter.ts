import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Counts the journeys, their assertions (expect steps) and retries (issue 28). With TEST_STATS_DIR
 * set, appends "<stage>\t<tests>\t<assertions>\t<retried>" to TEST_STATS_DIR/counts at the end.
 * Only a journey's last try counts, so a retried one is not counted twice.
 */
export default class CountingReporter implements Reporter {
  private lastTry = new Map<string, number>();
  private retried = new Set<string>();
  private tests = new Set<string>();
  private durations: Array<{ title: string; ms: number }> = [];

  onStepEnd(test: TestCase, result: TestResult, step: TestStep) {
    if (step.category !== 'expect') return;
    const key = `${test.id}#${result.retry}`;
    this.lastTry.set(key, (this.lastTry.get(key) ?? 0) + 1);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'skipped') this.tests.add(test.id);
    if (result.retry > 0) this.retried.add(test.id);
    this.durations.push({ title: `${test.location.file.split('/').pop()}:${test.location.line} ${test.title}`, ms: result.duration });
  }

  onEnd() {
    // Where the stage's time goes (CI keeps the output's tail): the slowest journeys.
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, 12);
    if (slowest.length) {
      const total = this.durations.reduce((sum, d) => sum + d.ms, 0);
      console.log(`\nSlowest journeys (of ${this.durations.length}, ${Math.round(total / 1000)} s in all):`);
      for (const d of slowest) console.log(`  ${(d.ms / 1000).toFixed(1).padStart(6)} s  ${d.title.slice(0, 110)}`);
    }
    const dir = process.env.TEST_STATS_DIR;
    if (!dir) return;
    const finalTry = new Map<string, { retry: number; count: number }>();
    for (const [key, count] of this.lastTry) {
      const [id, retry] = key.split('#') as [string, string];
      const seen = finalTry.get(id);
      if (!seen || Number(retry) > seen.retry) finalTry.set(id, { retry: Number(retry), count });
    }
    const tests = this.tests.size;
    const assertions = [...finalTry.values()].reduce((sum, t) => sum + t.count, 0);
    fs.appendFileSync(path.join(dir, 'counts'), `${process.env.TEST_STATS_STAGE ?? 'journeys'}\t${tests}\t${assertions}\t${this.retried.size}\n`);
  }
}
