/**
 * npm run bench [-- --only=<what>[,<what>...]]
 *
 * Measures, in one run: a bare node:http hello world (the baseline), then every scenario in
 * bench/scenarios/ against the app server on PGlite and, when BENCH_DATABASE_URL or DATABASE_URL is
 * set, on a fresh PostgreSQL database; then the home page's JavaScript (gzip) and a Lighthouse
 * mobile audit. Prints requests per second, p99 latency, the ratio to the baseline (measured again
 * just before each scenario, so that drift of a shared machine cancels out) and PASS/FAIL per
 * target. See docs/performance.md.
 *
 * --only (or BENCH_ONLY): api, web, js-budget, lighthouse, pglite, postgres, accuracy, or scenario names;
 * --skip (or BENCH_SKIP): scenario names, web, js-budget, lighthouse or accuracy to leave out.
 * accuracy: the AI analysis against the rendered figures whose joint angles are known
 * (bench/accuracy/, docs/accuracy.md); no server, its renders are cached in bench/accuracy/.cache.
 * BENCH_DURATION seconds per measurement (10), BENCH_WARMUP seconds before each (2),
 * BENCH_CONNECTIONS (10), BENCH_LIGHTHOUSE_RUNS (3, the median counts), BENCH_BUILD=0 to use
 * dist/web as it is, BENCH_STRICT=1 to exit 1 when a
 * target is missed, BENCH_JSON=<file> to write the results as JSON.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { measure, type LoadOptions } from './lib/load.ts';
import { abort, killChildrenOnExit, onInterrupt } from './lib/processes.ts';
import { createBenchDatabase, root, startApp, startBaseline, type RunningServer } from './lib/servers.ts';
import type { CheckResult, DatabaseKind, LoadResult, Scenario, Target } from './lib/types.ts';
import { measureJs, type JsBudgetResult } from './web/js-budget.ts';
import { audit, type LighthouseResult } from './web/lighthouse.ts';
import type { AccuracyReport } from './accuracy/evaluate.ts';

const JS_BUDGET_GZIP_BYTES = 120 * 1024;
const LIGHTHOUSE_TARGETS = { performance: 98, accessibility: 95 };

const env = process.env;
const num = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const load: LoadOptions = {
  connections: num('BENCH_CONNECTIONS', 10),
  durationSeconds: num('BENCH_DURATION', 10),
  warmupSeconds: num('BENCH_WARMUP', 2),
};
const postgresUrl = env.BENCH_DATABASE_URL || env.DATABASE_URL || undefined;
const strict = env.BENCH_STRICT === '1';
const only = [...(env.BENCH_ONLY ?? '').split(','), ...process.argv.slice(2).flatMap((a) => (a.startsWith('--only=') ? a.slice(7).split(',') : []))]
  .map((s) => s.trim())
  .filter(Boolean);
const skip = [...(env.BENCH_SKIP ?? '').split(','), ...process.argv.slice(2).flatMap((a) => (a.startsWith('--skip=') ? a.slice(7).split(',') : []))]
  .map((s) => s.trim())
  .filter(Boolean);

interface ScenarioResult extends LoadResult {
  scenario: string;
  title: string;
  database: DatabaseKind;
  /** The baseline's requests per second measured just before this scenario. */
  baselineRequestsPerSecond: number;
  ratio: number;
  target: string;
  verdict: 'PASS' | 'FAIL' | '-';
  note?: string;
}

interface CheckReport extends CheckResult {
  scenario: string;
  title: string;
  database: DatabaseKind;
}

interface Report {
  date: string;
  machine: { cpus: number; cpuModel: string; ramGiB: number; node: string; loadAverage: number };
  settings: LoadOptions;
  baseline?: LoadResult;
  scenarios: ScenarioResult[];
  checks: CheckReport[];
  jsBudget?: JsBudgetResult & { budgetBytes: number; verdict: 'PASS' | 'FAIL' };
  lighthouse?: LighthouseResult & { verdict: 'PASS' | 'FAIL' };
  accuracy?: Pick<AccuracyReport, 'verdicts' | 'detectionRate' | 'seconds'>;
  errors: string[];
}

async function loadScenarios(): Promise<Scenario[]> {
  const dir = path.join(root, 'bench/scenarios');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const scenarios: Scenario[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { scenario?: Scenario };
    if (!mod.scenario) throw new Error(`bench/scenarios/${file} does not export a scenario`);
    scenarios.push(mod.scenario);
  }
  return scenarios;
}

function machine(): Report['machine'] {
  const cpuinfo = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  return {
    cpus: os.availableParallelism(),
    cpuModel: model.trim(),
    ramGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

const fmt = {
  rps: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => `${n} ms`,
  ratio: (n: number) => n.toFixed(2),
  kb: (n: number) => `${(n / 1024).toFixed(1)} KB`,
  cpu: (n: number | undefined) => (n === undefined ? '-' : `${Math.round(n)} us`),
};

/** The scenario's target on this database, if any. */
function targetFor(s: Scenario, db: DatabaseKind): Target | undefined {
  const targets = s.target === undefined ? [] : Array.isArray(s.target) ? s.target : [s.target];
  return targets.find((t) => (t.databases ?? ['postgres']).includes(db));
}

function targetText(s: Scenario, db: DatabaseKind): string {
  const t = targetFor(s, db);
  if (!t) return '-';
  return [t.minRatio !== undefined ? `ratio >= ${t.minRatio}` : '', t.maxP99Ms !== undefined ? `p99 <= ${t.maxP99Ms} ms` : ''].filter(Boolean).join(', ');
}

function verdict(s: Scenario, db: DatabaseKind, r: LoadResult, ratio: number): ScenarioResult['verdict'] {
  const t = targetFor(s, db);
  if (r.failures > 0) return 'FAIL';
  if (!t) return '-';
  const ok = (t.minRatio === undefined || ratio >= t.minRatio) && (t.maxP99Ms === undefined || r.p99Ms <= t.maxP99Ms);
  return ok ? 'PASS' : 'FAIL';
}

function log(line = '') {
  process.stdout.write(line + '\n');
}

/** The baseline server, kept running so that it can be measured again next to each scenario. */
type Baseline = { origin: string; pid?: number };

async function runScenarios(server: RunningServer, scenarios: Scenario[], baseline: Baseline, report: Report) {
  for (const s of scenarios) {
    if (s.databases && !s.databases.includes(server.database)) continue;
    try {
      if (s.check) {
        const c = await s.check(server);
        report.checks.push({ ...c, scenario: s.name, title: s.title, database: server.database });
        log(`  ${s.title}: ${c.figures}  (${c.target}) ${c.pass ? 'PASS' : 'FAIL'}`);
        continue;
      }
      if (!s.setup) throw new Error('the scenario has neither setup nor check');
      const req = await s.setup(server);
      const connections = s.connections ?? load.connections;
      // The baseline again, right before: the machine's capacity drifts over minutes on a shared
      // host, and a ratio to a figure taken minutes earlier measures the drift as much as the app.
      const base = await measure(baseline.origin, { path: '/' }, { ...load, connections }, baseline.pid);
      const r = await measure(server.origin, req, { ...load, connections }, server.pid);
      await s.teardown?.(server);
      const ratio = r.requestsPerSecond / base.requestsPerSecond;
      const result: ScenarioResult = {
        ...r,
        scenario: s.name,
        title: s.title,
        database: server.database,
        baselineRequestsPerSecond: base.requestsPerSecond,
        ratio,
        target: targetText(s, server.database),
        verdict: verdict(s, server.database, r, ratio),
        note: r.failures > 0 ? `${r.failures} of ${r.requests} responses failed` : undefined,
      };
      report.scenarios.push(result);
      log(
        `  ${s.title.padEnd(34)} ${fmt.rps(r.requestsPerSecond).padStart(7)} req/s  p99 ${fmt.ms(r.p99Ms).padStart(7)}  ` +
          `server CPU ${fmt.cpu(r.serverCpuUsPerRequest).padStart(6)}/req  ` +
          `ratio ${fmt.ratio(ratio)} (baseline ${fmt.rps(base.requestsPerSecond)})  ${result.target === '-' ? '' : `(${result.target}) `}${result.verdict === '-' ? '' : result.verdict}` +
          (result.note ? `  ${result.note}` : ''),
      );
    } catch (err) {
      report.errors.push(`${s.name} on ${server.database}: ${(err as Error).message}`);
      log(`  ${s.title}: ERROR ${(err as Error).message}`);
    }
  }
}

async function runWeb(server: RunningServer, report: Report, what: { js: boolean; lighthouse: boolean }) {
  const url = server.origin + '/';
  if (what.js) {
    try {
      const r = await measureJs(url);
      report.jsBudget = { ...r, budgetBytes: JS_BUDGET_GZIP_BYTES, verdict: r.totalGzipBytes <= JS_BUDGET_GZIP_BYTES ? 'PASS' : 'FAIL' };
      log(
        `  home page JavaScript: ${fmt.kb(r.totalGzipBytes)} gzip (${fmt.kb(r.totalBytes)} raw) in ${r.scripts.length} scripts, budget ${fmt.kb(JS_BUDGET_GZIP_BYTES)}  ${report.jsBudget.verdict}`,
      );
      for (const s of [...r.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
        log(`    ${fmt.kb(s.gzipBytes).padStart(9)}  ${s.url.replace(server.origin, '')}`);
    } catch (err) {
      report.errors.push(`js-budget: ${(err as Error).message}`);
      log(`  home page JavaScript: ERROR ${(err as Error).message}`);
    }
  }
  if (what.lighthouse) {
    try {
      const r = await audit(url, num('BENCH_LIGHTHOUSE_RUNS', 3));
      const pass = r.performance >= LIGHTHOUSE_TARGETS.performance && r.accessibility >= LIGHTHOUSE_TARGETS.accessibility;
      report.lighthouse = { ...r, verdict: pass ? 'PASS' : 'FAIL' };
      const m = r.metrics;
      log(
        `  Lighthouse ${r.lighthouseVersion} mobile: performance ${r.performance} (>= ${LIGHTHOUSE_TARGETS.performance}), ` +
          `accessibility ${r.accessibility} (>= ${LIGHTHOUSE_TARGETS.accessibility})  ${report.lighthouse.verdict}` +
          (r.runs && r.runs.length > 1 ? `  (median of ${r.runs.length} runs: ${r.runs.join(', ')})` : ''),
      );
      log(
        `    FCP ${Math.round(m.FCP!)} ms, LCP ${Math.round(m.LCP!)} ms, TBT ${Math.round(m.TBT!)} ms, CLS ${m.CLS!.toFixed(3)}, Speed Index ${Math.round(m.SI!)} ms`,
      );
      for (const issue of r.accessibilityIssues) log(`    accessibility: ${issue}`);
      for (const hint of r.performanceHints) log(`    performance: ${hint}`);
    } catch (err) {
      report.errors.push(`lighthouse: ${(err as Error).message}`);
      log(`  Lighthouse: ERROR ${(err as Error).message}`);
    }
  }
}

function summary(report: Report) {
  log('\n## Summary (markdown)\n');
  const m = report.machine;
  log(
    `${report.date}, ${m.cpus} CPUs (${m.cpuModel}), ${m.ramGiB} GiB RAM, Node ${m.node}, load average ${m.loadAverage} at the start; ` +
      `${report.settings.connections} connections, ${report.settings.durationSeconds} s per measurement after ${report.settings.warmupSeconds} s warm-up.\n`,
  );
  if (report.baseline) {
    log('| scenario | database | req/s | p99 | baseline just before | ratio | target | result | server CPU per request |');
    log('| --- | --- | ---: | ---: | ---: | ---: | --- | --- | ---: |');
    const b = report.baseline;
    log(
      `| bare node:http hello world (baseline, first) | - | ${fmt.rps(b.requestsPerSecond)} | ${fmt.ms(b.p99Ms)} | - | 1.00 | - | - | ${fmt.cpu(b.serverCpuUsPerRequest)} |`,
    );
    for (const r of report.scenarios) {
      log(
        `| ${r.title} | ${r.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${fmt.rps(r.requestsPerSecond)} | ${fmt.ms(r.p99Ms)} | ${fmt.rps(r.baselineRequestsPerSecond)} | ` +
          `${fmt.ratio(r.ratio)} | ${r.target} | ${r.verdict}${r.note ? ` (${r.note})` : ''} | ${fmt.cpu(r.serverCpuUsPerRequest)} |`,
      );
    }
    log('');
  }
  if (report.checks.length > 0) {
    log('| check | database | figures | target | result |');
    log('| --- | --- | --- | --- | --- |');
    for (const c of report.checks) {
      log(`| ${c.title} | ${c.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${c.figures} | ${c.target} | ${c.pass ? 'PASS' : 'FAIL'} |`);
    }
    log('');
  }
  if (report.jsBudget) {
    const j = report.jsBudget;
    log(`Home page JavaScript before interactive: ${fmt.kb(j.totalGzipBytes)} gzip (budget ${fmt.kb(j.budgetBytes)}): ${j.verdict}`);
  }
  if (report.lighthouse) {
    const l = report.lighthouse;
    log(
      `Lighthouse mobile: performance ${l.performance} (target ${LIGHTHOUSE_TARGETS.performance}), accessibility ${l.accessibility} (target ${LIGHTHOUSE_TARGETS.accessibility}): ${l.verdict}`,
    );
  }
  if (report.accuracy) {
    log('\n| accuracy | figure | target | result |');
    log('| --- | --- | --- | --- |');
    for (const v of report.accuracy.verdicts) log(`| ${v.what} | ${v.figure} | ${v.target} | ${v.pass ? 'PASS' : 'FAIL'} |`);
  }
  for (const e of report.errors) log(`ERROR ${e}`);
}

async function main() {
  killChildrenOnExit();
  const started = Date.now();
  const scenarios = (await loadScenarios()).filter((s) => {
    const names = only.filter((o) => !['api', 'web', 'js-budget', 'lighthouse', 'pglite', 'postgres', 'accuracy'].includes(o));
    return (names.length === 0 || names.includes(s.name)) && !skip.includes(s.name);
  });
  const has = (...words: string[]) => only.some((o) => words.includes(o));
  const scenarioNamed = scenarios.length > 0 && only.some((o) => scenarios.some((s) => s.name === o));
  const dbNamed = has('pglite', 'postgres');
  const webOnly = has('web', 'js-budget', 'lighthouse');
  const runApi = only.length === 0 || has('api') || scenarioNamed || (dbNamed && !webOnly);
  const runJs = (only.length === 0 || has('web', 'js-budget')) && !skip.some((x) => ['web', 'js-budget'].includes(x));
  const runLighthouse = (only.length === 0 || has('web', 'lighthouse')) && !skip.some((x) => ['web', 'lighthouse'].includes(x));
  const runAccuracy = (only.length === 0 || has('accuracy')) && !skip.includes('accuracy');
  const databases: DatabaseKind[] = [];
  if (!dbNamed || has('pglite')) databases.push('pglite');
  if (postgresUrl && (!dbNamed || has('postgres'))) databases.push('postgres');
  if (has('postgres') && !postgresUrl) throw new Error('--only=postgres needs BENCH_DATABASE_URL or DATABASE_URL');

  const report: Report = {
    date: new Date().toISOString(),
    machine: machine(),
    settings: load,
    scenarios: [],
    checks: [],
    errors: [],
  };
  const m = report.machine;
  log(`Octane benchmarks, ${report.date.slice(0, 10)}: ${m.cpus} CPUs (${m.cpuModel}), ${m.ramGiB} GiB RAM, Node ${m.node}`);
  if (m.loadAverage > 0.5 * m.cpus) {
    log(`Note: the load average is ${m.loadAverage} before the run: other work on this machine lowers and scatters the figures.`);
  }

  if (env.BENCH_BUILD !== '0' && (runJs || runLighthouse || runApi)) {
    log('Building the web app (vite build; BENCH_BUILD=0 skips this)...');
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }

  let baselineServer: Awaited<ReturnType<typeof startBaseline>> | undefined;
  if (runApi) {
    log(`\nBaseline: bare node:http hello world, ${load.connections} connections, ${load.durationSeconds} s (measured again before each scenario)`);
    baselineServer = await startBaseline();
    const baseline = await measure(baselineServer.origin, { path: '/' }, load, baselineServer.pid);
    report.baseline = baseline;
    log(
      `  ${'node:http'.padEnd(34)} ${fmt.rps(baseline.requestsPerSecond).padStart(7)} req/s  p99 ${fmt.ms(baseline.p99Ms).padStart(7)}  ` +
        `server CPU ${fmt.cpu(baseline.serverCpuUsPerRequest).padStart(6)}/req`,
    );
  }

  let webDone = !(runJs || runLighthouse);
  const webWhat = { js: runJs, lighthouse: runLighthouse };
  for (const db of runApi ? databases : []) {
    log(`\nApp server on ${db === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
    let created: Awaited<ReturnType<typeof createBenchDatabase>> | undefined;
    let server: RunningServer | undefined;
    let forget: () => void = () => {};
    try {
      if (db === 'postgres') {
        created = await createBenchDatabase(postgresUrl!);
        forget = onInterrupt(created.drop);
        log(`  (fresh database ${created.name}, dropped afterwards)`);
      }
      server = await startApp(db, created?.url);
      await runScenarios(server, scenarios, baselineServer!, report);
      if (!webDone) {
        log('\nHome page (served by the app server above)');
        await runWeb(server, report, webWhat);
        webDone = true;
      }
    } catch (err) {
      report.errors.push(`${db}: ${(err as Error).message}`);
      log(`  ERROR ${(err as Error).message}`);
    } finally {
      await server?.stop();
      forget();
      await created?.drop().catch((err: Error) => report.errors.push(`dropping ${created!.name}: ${err.message}`));
    }
  }
  if (!webDone) {
    log('\nHome page (app server on PGlite)');
    const server = await startApp('pglite');
    try {
      await runWeb(server, report, webWhat);
    } finally {
      await server.stop();
    }
  }

  await baselineServer?.stop();
  if (runAccuracy) {
    log('\nAccuracy of the AI analysis (rendered figures with known joint angles; docs/accuracy.md)');
    try {
      const { runAccuracy: run } = await import('./accuracy/evaluate.ts');
      const r = await run({ log });
      report.accuracy = { verdicts: r.verdicts, detectionRate: r.detectionRate, seconds: r.seconds };
    } catch (err) {
      report.errors.push(`accuracy: ${(err as Error).message}`);
      log(`  ERROR ${(err as Error).message}`);
    }
  }
  summary(report);
  if (env.BENCH_JSON) fs.writeFileSync(env.BENCH_JSON, JSON.stringify(report, null, 2));
  log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);

  const missed =
    report.scenarios.some((r) => r.verdict === 'FAIL') ||
    report.checks.some((c) => !c.pass) ||
    report.jsBudget?.verdict === 'FAIL' ||
    report.lighthouse?.verdict === 'FAIL' ||
    report.accuracy?.verdicts.some((v) => !v.pass);
  if (report.errors.length > 0) return 1;
  if (missed && strict) return 1;
  if (missed) log('Some targets were missed (BENCH_STRICT=1 makes that exit 1).');
  return 0;
}

// A safety net: the whole run normally takes 1 to 3 minutes, plus 2 to 6 for the accuracy set
// (its first run renders the figures).
const watchdog = setTimeout(
  () => {
    process.stderr.write('bench: still running after BENCH_TIMEOUT seconds; stopping.\n');
    void abort().finally(() => process.exit(1));
  },
  num('BENCH_TIMEOUT', 1200) * 1000,
);
watchdog.unref();

main().then(
  (code) => abort().finally(() => process.exit(code)),
  (err: unknown) => {
    process.stderr.write(`bench: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    void abort().finally(() => process.exit(1));
  },
);
