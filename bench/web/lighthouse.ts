import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, startChild, waitForHttp } from '../lib/processes.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export interface LighthouseResult {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  /** Key metrics in milliseconds (CLS unitless). */
  metrics: Record<string, number>;
  /** Failed accessibility audits, for the report. */
  accessibilityIssues: string[];
  /** Performance audits that did not fully pass (opportunities and diagnostics), with their savings. */
  performanceHints: string[];
  lighthouseVersion: string;
  /** Performance scores of every run, when there were several. */
  runs?: number[];
}

/**
 * A Lighthouse audit of `url` with its default settings: a mobile device (Moto G Power screen),
 * simulated slow 4G and 4x CPU slowdown. Debian's Chromium is started with a DevTools port and
 * Lighthouse connects to it. With several runs, the one with the median performance score counts.
 */
export async function audit(url: string, runs = 1): Promise<LighthouseResult> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-bench-chromium-'));
  const chrome = startChild(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    label: 'chromium',
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, chrome, 30_000);
    const results: LighthouseResult[] = [];
    const failures: string[] = [];
    // A run can fail on a busy machine (e.g. NO_FCP); up to two more tries make up for it.
    for (let i = 0; i < runs + 2 && results.length < runs; i++) {
      try {
        results.push(await auditOnce(url, port));
      } catch (err) {
        failures.push((err as Error).message);
      }
    }
    if (results.length === 0) throw new Error(failures.join('; '));
    // The run with the median performance score (scores vary by a few points from run to run).
    results.sort((a, b) => a.performance - b.performance);
    return { ...results[Math.floor((results.length - 1) / 2)]!, runs: results.map((r) => r.performance) };
  } finally {
    await chrome.stop(5000);
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function auditOnce(url: string, port: number): Promise<LighthouseResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    accessibilityIssues: a11yRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title ?? ''}`),
    performanceHints: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric'))
      .filter(
        (a) =>
          ![
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
            'interactive',
            'max-potential-fid',
          ].includes(a.id),
      )
      .map((a) => `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`),
    lighthouseVersion: lhr.lighthouseVersion,
  };
}
