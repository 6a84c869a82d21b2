/**
 * The accuracy of the test measures from video (issue 31): measureJump over the rendered jumps of
 * jump-clips.ts (every rate and phase), against the jumps' true flight times and heights.
 * And measureSprint over the figure running across the frame (sprintClips), from the start line.
 *   node --import tsx bench/accuracy/measure-eval.ts [--only=cmj-a,cmj-b] [--no-sprint] [--json=<file>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { jumpHeightCm, measureJump } from '../../server/features/test-days/measure/jump.ts';
import { measureSprint } from '../../server/features/test-days/measure/sprint.ts';
import { jumpClips, sprintClips, type JumpClip, type SprintClip } from './jump-clips.ts';

export interface JumpRow {
  id: string;
  fps: number | 'vfr';
  trueFlightS: number;
  trueHeightCm: number;
  /** null when the jump was not found (with the reason). */
  flightS: number | null;
  heightCm: number | null;
  reason?: string;
  flightErrMs: number | null;
  heightErrCm: number | null;
  /** Flight time error in frames of the clip's median interval. */
  frameErr: number | null;
  boundS: number | null;
  boundCm: number | null;
  withinBound: boolean;
  takeoffErrMs: number | null;
  landingErrMs: number | null;
  cpuS: number;
  videoS: number;
}

export async function evaluateJumps(clips: JumpClip[], log: (l: string) => void = () => {}): Promise<JumpRow[]> {
  const rows: JumpRow[] = [];
  for (const c of clips) {
    const before = process.cpuUsage();
    const r = await measureJump(c.file);
    const used = process.cpuUsage(before);
    const trueHeightCm = jumpHeightCm(c.truth.flightS);
    const base = {
      id: c.id,
      fps: c.fps,
      trueFlightS: c.truth.flightS,
      trueHeightCm,
      cpuS: (used.user + used.system) / 1e6,
      videoS: c.times.at(-1)! - c.times[0]!,
    };
    if (!r.ok) {
      rows.push({
        ...base,
        flightS: null,
        heightCm: null,
        reason: r.reason,
        flightErrMs: null,
        heightErrCm: null,
        frameErr: null,
        boundS: null,
        boundCm: null,
        withinBound: false,
        takeoffErrMs: null,
        landingErrMs: null,
      });
      log(`${c.id}: ${r.reason}`);
      continue;
    }
    const m = r.measure;
    const err = m.flightTimeS - c.truth.flightS;
    rows.push({
      ...base,
      flightS: m.flightTimeS,
      heightCm: m.heightCm,
      flightErrMs: err * 1000,
      heightErrCm: m.heightCm - trueHeightCm,
      frameErr: err * m.frameRate,
      boundS: m.boundS,
      boundCm: m.boundCm,
      withinBound: Math.abs(err) <= m.boundS + 1e-9,
      // how long after the true instants the two frames come (the convention: 0 to one frame)
      takeoffErrMs: (m.takeoff.t - c.truth.takeoffS) * 1000,
      landingErrMs: (m.landing.t - c.truth.landingS) * 1000,
    });
    log(
      `${c.id}: flight ${m.flightTimeS.toFixed(4)} s (true ${c.truth.flightS}), ${(err * 1000).toFixed(1)} ms, bound ${(m.boundS * 1000).toFixed(1)} ms, cpu ${rows.at(-1)!.cpuS.toFixed(2)} s`,
    );
  }
  return rows;
}

const med = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[s.length >> 1]! : (s[(s.length >> 1) - 1]! + s[s.length >> 1]!) / 2) : Number.NaN;
};
const maxAbs = (v: number[]) => v.reduce((m, x) => Math.max(m, Math.abs(x)), 0);

/** The table of docs/accuracy.md: one line per frame rate. */
export function jumpTable(rows: JumpRow[]): string {
  const lines = [
    '| Rate | Clips | Found | Height error, median / max (cm) | One-frame bound (cm, median) | Flight error, median / max (ms) | In frames, median / max | Within the bound | Take-off, landing frame after the true instant (ms, median) |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const fps of [240, 120, 60, 30, 'vfr'] as const) {
    const all = rows.filter((r) => r.fps === fps);
    if (!all.length) continue;
    const ok = all.filter((r) => r.flightS !== null);
    const h = ok.map((r) => Math.abs(r.heightErrCm!));
    const f = ok.map((r) => Math.abs(r.flightErrMs!));
    const fr = ok.map((r) => Math.abs(r.frameErr!));
    lines.push(
      `| ${fps === 'vfr' ? 'variable (120-240)' : `${fps} fps`} | ${all.length} | ${ok.length} | ${med(h).toFixed(2)} / ${maxAbs(h).toFixed(2)} | ${med(ok.map((r) => r.boundCm!)).toFixed(2)} | ${med(f).toFixed(1)} / ${maxAbs(f).toFixed(1)} | ${med(fr).toFixed(2)} / ${maxAbs(fr).toFixed(2)} | ${ok.filter((r) => r.withinBound).length} of ${all.length} | ${med(ok.map((r) => r.takeoffErrMs!)).toFixed(1)}, ${med(ok.map((r) => r.landingErrMs!)).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

export interface SprintRow {
  id: string;
  fps: number;
  trueTimeS: number;
  timeS: number | null;
  reason?: string;
  errMs: number | null;
  frameErr: number | null;
  boundS: number | null;
  startErrMs: number | null;
  finishErrMs: number | null;
  cpuS: number;
  videoS: number;
}

export async function evaluateSprints(clips: SprintClip[], log: (l: string) => void = () => {}): Promise<SprintRow[]> {
  const rows: SprintRow[] = [];
  for (const c of clips) {
    const before = process.cpuUsage();
    // the standing starts are timed from the first movement, the flying runs from the start line
    const r = await measureSprint(c.file, c.lines, c.id.startsWith('sprint-standing') ? 'movement' : 'line');
    const used = process.cpuUsage(before);
    const base = { id: c.id, fps: c.fps, trueTimeS: c.truth.timeS, cpuS: (used.user + used.system) / 1e6, videoS: c.times.at(-1)! - c.times[0]! };
    if (!r.ok) {
      rows.push({ ...base, timeS: null, reason: r.reason, errMs: null, frameErr: null, boundS: null, startErrMs: null, finishErrMs: null });
      log(`${c.id}: ${r.reason}`);
      continue;
    }
    const m = r.measure;
    const err = m.timeS - c.truth.timeS;
    rows.push({
      ...base,
      timeS: m.timeS,
      errMs: err * 1000,
      frameErr: err * m.frameRate,
      boundS: m.boundS,
      startErrMs: (m.start.t - c.truth.startS) * 1000,
      finishErrMs: (m.finish.t - c.truth.finishS) * 1000,
    });
    log(`${c.id}: ${m.timeS.toFixed(4)} s (true ${c.truth.timeS.toFixed(4)}), ${(err * 1000).toFixed(1)} ms, cpu ${base.cpuS.toFixed(2)} s`);
  }
  return rows;
}

export function sprintTable(rows: SprintRow[]): string {
  const lines = [
    '| Clip | True time (s) | Measured (s) | Error (ms) | In frames | Start, finish crossing error (ms) |',
    '| --- | --: | --: | --: | --: | --: |',
  ];
  for (const r of rows) {
    lines.push(
      r.timeS === null
        ? `| ${r.id} | ${r.trueTimeS.toFixed(4)} | not found (${r.reason}) | | | |`
        : `| ${r.id} | ${r.trueTimeS.toFixed(4)} | ${r.timeS.toFixed(4)} | ${r.errMs!.toFixed(1)} | ${r.frameErr!.toFixed(2)} | ${r.startErrMs!.toFixed(1)}, ${r.finishErrMs!.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const json = process.argv.find((a) => a.startsWith('--json='))?.slice(7);
  (async () => {
    const clips = await jumpClips({ only, log: (l) => console.log(l) });
    const rows = await evaluateJumps(clips, (l) => console.log(l));
    console.log(`\n${jumpTable(rows)}\n`);
    const cpu = rows.reduce((s, r) => s + r.cpuS, 0);
    const video = rows.reduce((s, r) => s + r.videoS, 0);
    console.log(
      `${rows.length} clips, ${video.toFixed(1)} s of video, ${cpu.toFixed(1)} CPU s (${(cpu / video).toFixed(2)} CPU s per video s, the first clip loading the model)`,
    );
    const sprintSet = process.argv.includes('--no-sprint')
      ? []
      : [...(await sprintClips({ log: (l) => console.log(l) })), ...(await sprintClips({ log: (l) => console.log(l), standingStart: true }))];
    const sprints = await evaluateSprints(sprintSet, (l) => console.log(l));
    if (sprints.length) console.log(`\n${sprintTable(sprints)}\n`);
    if (json) fs.writeFileSync(json, JSON.stringify({ jumps: rows, sprints }, null, 2));
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
