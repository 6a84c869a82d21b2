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
  private failures: Array<{ test: TestCase; title: string; error: string }> = [];

  onStepEnd(test: TestCase, result: TestResult, step: TestStep) {
    if (step.category !== 'expect') return;
    const key = `${test.id}#${result.retry}`;
    this.lastTry.set(key, (this.lastTry.get(key) ?? 0) + 1);
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'skipped') this.tests.add(test.id);
    if (result.retry > 0) this.retried.add(test.id);
    const title = `${test.location.file.split('/').pop()}:${test.location.line} ${test.title}`;
    this.durations.push({ title, ms: result.duration });
    if (result.status === 'failed' || result.status === 'timedOut') {
      // eslint-disable-next-line no-control-regex -- the colours of the message go
      const message = (result.errors[0]?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '');
      const at = result.errors[0]?.location;
      this.failures.push({
        test,
        title,
        error: `${message
          .split('\n')
          .filter((l) => l.trim())
          .slice(0, 4)
          .join(' | ')
          .slice(0, 400)}${at ? ` (at ${path.basename(at.file)}:${at.line})` : ''}`,
      });
    }
  }

  onEnd() {
    // Where the stage's time goes (CI keeps the output's tail): the slowest journeys.
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, 8);
    if (slowest.length) {
      const total = this.durations.reduce((sum, d) => sum + d.ms, 0);
      console.log(`\nSlowest journeys (of ${this.durations.length}, ${Math.round(total / 1000)} s in all):`);
      for (const d of slowest) console.log(`  ${(d.ms / 1000).toFixed(1).padStart(6)} s  ${d.title.slice(0, 110)}`);
    }
    // Last, so CI's tail of the output says why each journey failed, and which passed only on their
    // retry (decision 062: each of those is a failure to mend, not a pass).
    const report = (heading: string, list: typeof this.failures) => {
      if (!list.length) return;
      console.log(`\n${heading} (${list.length}), the first error of each:`);
      for (const f of list.slice(0, 6)) console.log(`  ${f.title.slice(0, 110)}\n      ${f.error}`);
    };
    report(
      'Failed journeys',
      this.failures.filter((f) => f.test.outcome() === 'unexpected'),
    );
    report(
      'Journeys that passed only on their retry, to mend',
      this.failures.filter((f) => f.test.outcome() === 'flaky'),
    );
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
