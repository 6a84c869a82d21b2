/**
 * Analyses one file outside the app and prints the result with its cost, as JSON:
 *   node --import tsx server/features/analysis/analyse-file.ts <file> [sport]
 * For trying a clip by hand, and for the analysis benchmark (bench/scenarios/analysis.ts), which
 * runs it in a process of its own to measure the analysis' peak memory and CPU time alone. The
 * file is analysed twice: `cold` is the first analysis in a process (tfjs and the model load),
 * `warm` the next one, as in a worker that has been running.
 */
import { look } from './observe.ts';
import { modelVersion } from './pose/model.ts';
import { probeVideo } from './pose/frames.ts';
import { buildReport } from './report.ts';
import { profileFor } from './rules.ts';

async function main() {
  const [file, sport] = process.argv.slice(2);
  if (!file) throw new Error('usage: analyse-file.ts <file> [sport]');
  const video = !/\.(jpe?g|png|webp|gif|avif|heic)$/i.test(file);
  const profile = profileFor(sport ?? null, null);
  const once = async () => {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const looked = await look(file, video ? 'VIDEO' : 'IMAGE', profile, async () => {});
    const report = buildReport(looked.observation, profile);
    const cpu = process.cpuUsage(cpu0);
    return { looked, report, processingMs: Math.round(performance.now() - t0), cpuMs: Math.round((cpu.user + cpu.system) / 1000) };
  };
  const cold = await once();
  const warm = await once();
  const { looked, report } = warm;
  const info = video ? await probeVideo(file) : null;
  const { values: _values, ...result } = report;
  console.log(
    JSON.stringify(
      {
        file,
        durationSeconds: info?.duration ?? null,
        modelVersion: modelVersion(looked.observation.model),
        cold: { processingMs: cold.processingMs, cpuMs: cold.cpuMs },
        warm: { processingMs: warm.processingMs, cpuMs: warm.cpuMs },
        maxRssBytes: process.resourceUsage().maxRSS * 1024,
        ...result,
      },
      null,
      2,
    ),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
