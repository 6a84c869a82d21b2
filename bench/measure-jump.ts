/**
 * The speed of measureJump (issue 31): a 5 s clip at 240 fps (1,200 frames, 640 x 360: a rendered
 * jump of bench/accuracy/jump-clips.ts with standing frames before and after it), measured in CPU
 * seconds (process.cpuUsage: this process; ffmpeg and ffprobe run as children and are counted
 * apart, from their rusage) per second of video. Target: at most 1.
 *   node --import tsx bench/measure-jump.ts [--runs=3]
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadPoseModel } from '../server/features/analysis/pose/model.ts';
import { measureJump } from '../server/features/test-days/measure/jump.ts';
import { benchClip } from './accuracy/jump-clips.ts';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);

/** CPU seconds of the finished (waited-for) child processes so far: cutime + cstime of /proc/self/stat. */
function childCpu(): number {
  try {
    const text = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): cutime is field 16, cstime field 17, in clock ticks (100 a second)
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function main() {
  const clip = await benchClip((l) => console.log(l));
  // the model's load is once per process (a server keeps it): warm it before measuring
  const loadStart = process.cpuUsage();
  await loadPoseModel('movenet');
  const load = process.cpuUsage(loadStart);
  console.log(`clip: ${clip.file}\nmodel load (once per process): ${((load.user + load.system) / 1e6).toFixed(2)} CPU s`);
  const results: { wall: number; own: number; children: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = childCpu();
    const u0 = process.cpuUsage();
    const w0 = performance.now();
    const r = await measureJump(clip.file);
    const wall = (performance.now() - w0) / 1000;
    const u = process.cpuUsage(u0);
    const own = (u.user + u.system) / 1e6;
    const children = childCpu() - c0;
    results.push({ wall, own, children });
    const m = r.ok ? r.measure : null;
    console.log(
      `run ${i + 1}: ${m ? `flight ${m.flightTimeS.toFixed(4)} s (true ${clip.truth.flightS}), height ${m.heightCm.toFixed(1)} cm, ${m.frames} frames at ${m.frameRate.toFixed(1)} fps` : `no result (${r.ok ? '' : r.reason})`}; wall ${wall.toFixed(2)} s, CPU ${own.toFixed(2)} s in Node + ${children.toFixed(2)} s in ffmpeg/ffprobe`,
    );
  }
  const best = results.reduce((a, b) => (a.own + a.children <= b.own + b.children ? a : b));
  const med = [...results].sort((a, b) => a.own + a.children - (b.own + b.children))[results.length >> 1]!;
  const per = (x: { own: number; children: number }) => (x.own + x.children) / clip.seconds;
  console.log(
    `\n5 s at 240 fps: median ${per(med).toFixed(2)} CPU s per video s (Node ${med.own.toFixed(2)} + children ${med.children.toFixed(2)} s, wall ${med.wall.toFixed(2)} s); best ${per(best).toFixed(2)}; target <= 1`,
  );
  console.log(
    `BENCH_JSON ${JSON.stringify({ name: 'measure-jump', videoS: clip.seconds, fps: 240, cpuPerVideoS: per(med), nodeCpuS: med.own, childCpuS: med.children, wallS: med.wall })}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
