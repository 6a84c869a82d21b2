/**
 * Countermovement jumps with known flight times (issue 31), for the accuracy of
 * server/features/test-days/measure/jump.ts. Each jump is rendered once at 240 frames a second
 * (headless Chromium, the figure of bench/accuracy/page) and cached under bench/accuracy/.cache;
 * the 120, 60 and 30 fps clips are the same renders taken every 2nd, 4th or 8th frame, from every
 * starting phase (so the take-off falls at a different point between two frames), and one
 * variable-rate clip keeps frames 1 or 2 renders apart at random (a phone's variable frame rate).
 * The clips are H.264 mp4 whose frame timestamps are the renders' instants.
 *   node --import tsx bench/accuracy/jump-clips.ts        (renders what is missing, then lists the clips)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FFMPEG, FFPROBE, run } from '../../server/platform/storage/media-tools.ts';
import { FigureBrowser } from './browser.ts';
import { seeded, type RenderTruth, type SceneSpec, type SidePosture } from './spec.ts';

export const JUMP_SET_VERSION = 1;
export const RENDER_FPS = 240;
export const G = 9.81;
const CACHE_DIR = path.resolve(import.meta.dirname, '.cache', 'jumps');

export interface JumpTruth {
  /** The instants (s, from the clip's first render) the feet leave and touch the ground. */
  takeoffS: number;
  landingS: number;
  flightS: number;
  /** Peak of the lift (m): g·t²/8 by construction. */
  heightM: number;
}
export interface JumpScene {
  id: string;
  truth: JumpTruth;
  /** One spec per render at RENDER_FPS. */
  frames: SceneSpec[];
}
export interface JumpClip {
  id: string;
  scene: string;
  /** 'vfr' for the variable-rate clip. */
  fps: number | 'vfr';
  file: string;
  /** The render index of each frame of the clip and its timestamp (s). */
  renders: number[];
  times: number[];
  truth: JumpTruth;
}

const side = (o: Partial<SidePosture> = {}): SidePosture => ({ hip: 0, hipStraddle: 4, knee: 0, ankle: 0, shoulder: 0, shoulderStraddle: 6, elbow: 10, ...o });
const lerp = (a: number, b: number, k: number) => a + (b - a) * k;
const ease = (k: number) => (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, k)))) / 2;
const rad = (d: number) => (d * Math.PI) / 180;

interface Look {
  body: SceneSpec['body'];
  colours: SceneSpec['colours'];
  background: SceneSpec['background'];
  light: number;
  /** Share of the frame's height the standing figure fills. */
  fill: number;
  fromRight: boolean;
}
const LOOKS: Look[] = [
  {
    body: { kind: 'male', height: 1.86 },
    colours: { skin: '#e0ac69', shoes: '#212121', shorts: '#1a237e', joints: '#e0ac69', limbs: '#e0ac69', shirt: '#d32f2f' },
    background: { kind: 'gym', wall: '#cfd8dc', stripe: '#1565c0', floor: '#9e8a6e', seed: 3101 },
    light: 2.6,
    fill: 0.62,
    fromRight: true,
  },
  {
    body: { kind: 'female', height: 1.63 },
    colours: { skin: '#8d5524', shoes: '#fafafa', shorts: '#212121', joints: '#8d5524', limbs: '#8d5524', shirt: '#2e7d32' },
    background: { kind: 'plain', wall: '#455a64', stripe: '#fbc02d', floor: '#7d6e5a', seed: 3102 },
    light: 2.2,
    fill: 0.5,
    fromRight: false,
  },
  {
    body: { kind: 'child', height: 1.38 },
    colours: { skin: '#f1c27d', shoes: '#e53935', shorts: '#37474f', joints: '#6a1b9a', limbs: '#6a1b9a', shirt: '#fbc02d' },
    background: { kind: 'sky', wall: '#e0e0e0', stripe: '#ef6c00', floor: '#5d8a3a', seed: 3103 },
    light: 3,
    fill: 0.45,
    fromRight: true,
  },
];

/** The jumps: flight times 0.35-0.60 s on three bodies and backdrops. */
export const JUMPS: { id: string; flightS: number; look: number }[] = [
  { id: 'cmj-a', flightS: 0.5813, look: 0 },
  { id: 'cmj-b', flightS: 0.4537, look: 1 },
  { id: 'cmj-c', flightS: 0.3571, look: 2 },
  { id: 'cmj-d', flightS: 0.5229, look: 0 },
];

/**
 * A countermovement jump as a function of time: standing 0.15 s, a 0.3 s dip, a 0.2 s push, the
 * flight (lift = v·τ - g·τ²/2), a 0.3 s landing. The take-off instant falls at a fraction of a
 * render interval set by the seed. The feet stay flat (ankle 0) from the push to the landing: the
 * figure stands on its lowest point as mannequin-js places it (stepOnGround), and a pointed foot's
 * drawn toe hovers a few centimetres above that point, so "lift > 0" would not be the visible
 * take-off; a real jump's toe-off is then not rendered (see the limits in docs/accuracy.md).
 */
export function jumpScene(j: (typeof JUMPS)[number], size = { width: 640, height: 360 }): JumpScene {
  const r = seeded(Number.parseInt(crypto.createHash('sha256').update(j.id).digest('hex').slice(0, 8), 16));
  const look = LOOKS[j.look]!;
  const dt = 1 / RENDER_FPS;
  const takeoffS = 0.65 + Math.round(r.between(0, 3)) * dt + r.between(0.1, 0.9) * dt;
  const flightS = j.flightS;
  const landingS = takeoffS + flightS;
  const v = (G * flightS) / 2;
  const seconds = landingS + 0.3;
  const fov = 40;
  const distance = (look.body.height * 1.05) / (look.fill * 2 * Math.tan(rad(fov / 2))) + 0.3;
  const camera: SceneSpec['camera'] = { fov, distance, height: 1.0, azimuth: look.fromRight ? 0 : Math.PI, aimX: 0, aimY: 0.1 * look.body.height };
  const frames: SceneSpec[] = [];
  const dipStart = takeoffS - 0.5;
  const pushStart = takeoffS - 0.2;
  for (let i = 0; i < Math.ceil(seconds * RENDER_FPS); i++) {
    const t = i * dt;
    let knee: number;
    let hip: number;
    let shoulder: number;
    let ankle = 0;
    let lift = 0;
    if (t < dipStart) [knee, hip, shoulder] = [3, 3, 0];
    else if (t < pushStart) {
      const k = ease((t - dipStart) / 0.3);
      [knee, hip, shoulder] = [lerp(3, 80, k), lerp(3, 75, k), lerp(0, -40, k)];
      ankle = lerp(0, -20, k);
    } else if (t < takeoffS) {
      const k = ease((t - pushStart) / 0.2);
      [knee, hip, shoulder] = [lerp(80, 2, k), lerp(75, 0, k), lerp(-40, 150, k)];
      ankle = lerp(-20, 0, ease((t - pushStart) / 0.1));
    } else if (t < landingS) {
      const tau = t - takeoffS;
      const k = tau / flightS;
      [knee, hip, shoulder] = [lerp(2, 12, k), lerp(0, 10, k), lerp(150, 120, k)];
      lift = v * tau - (G * tau * tau) / 2;
    } else {
      const k = ease((t - landingS) / 0.3);
      [knee, hip, shoulder] = [lerp(12, 60, k), lerp(10, 50, k), lerp(120, 40, k)];
      ankle = lerp(0, -20, k);
    }
    const s = side({ hip, knee, shoulder, elbow: 15, ankle });
    const round = (x: number) => Math.round(x * 1e6) / 1e6;
    frames.push({
      size,
      body: look.body,
      colours: look.colours,
      background: look.background,
      light: look.light,
      posture: { turn: 0, bodyBend: 0, torsoBend: round(hip * 0.2), headNod: 0, l: roundSide(s), r: roundSide(s) },
      position: { x: 0, z: 0, lift: round(lift) },
      camera,
    });
  }
  return { id: j.id, truth: { takeoffS, landingS, flightS, heightM: (G * flightS * flightS) / 8 }, frames };
}
const roundSide = (s: SidePosture): SidePosture =>
  Object.fromEntries(Object.entries(s).map(([k, v]) => [k, Math.round(v * 1e4) / 1e4])) as unknown as SidePosture;

const PAGE_FILES = ['page/figure.js', 'page/index.html'].map((f) => path.join(import.meta.dirname, f));
const pageHash = () =>
  crypto
    .createHash('sha256')
    .update(PAGE_FILES.map((f) => fs.readFileSync(f, 'utf8')).join('\n'))
    .digest('hex')
    .slice(0, 8);
const keyOf = (x: unknown) =>
  crypto
    .createHash('sha256')
    .update(`${JUMP_SET_VERSION}:${pageHash()}:${JSON.stringify(x)}`)
    .digest('hex')
    .slice(0, 16);

/**
 * Renders a scene's frames (cached one PNG per distinct spec: the standing frames are one render),
 * with `workers` browsers side by side; returns the PNG path of every render.
 */
async function renderScene(
  scene: { id: string; frames: SceneSpec[] },
  workers: number,
  log: (l: string) => void,
  truths?: (RenderTruth | null)[],
  /** Metres the camera's aim is moved along x from the first frame's hip (a run across the frame). */
  aimShift = 0,
): Promise<string[]> {
  const dir = path.join(CACHE_DIR, 'renders');
  fs.mkdirSync(dir, { recursive: true });
  let anchor: SceneSpec['camera']['anchor'];
  const anchorFile = path.join(dir, `${keyOf(scene.frames[0])}.anchor.json`);
  const files: string[] = [];
  const todo: { spec: SceneSpec; file: string }[] = [];
  // the first frame (standing) sets where the camera aims; it stays put for the rest
  if (fs.existsSync(anchorFile)) anchor = JSON.parse(fs.readFileSync(anchorFile, 'utf8')) as SceneSpec['camera']['anchor'];
  else {
    const b = await FigureBrowser.open();
    try {
      anchor = (await b.render(scene.frames[0]!)).truth.anchor;
      fs.writeFileSync(anchorFile, JSON.stringify(anchor));
    } finally {
      await b.close();
    }
  }
  if (aimShift && anchor) anchor = [anchor[0] + aimShift, anchor[1], anchor[2]];
  const seen = new Set<string>();
  for (const f of scene.frames) {
    const spec = { ...f, camera: { ...f.camera, anchor } };
    const file = path.join(dir, `${keyOf(spec)}.png`);
    files.push(file);
    if (!fs.existsSync(file) && !seen.has(file)) todo.push({ spec, file });
    seen.add(file);
  }
  const readTruths = () => {
    if (truths)
      for (const f of files)
        truths.push(fs.existsSync(f.replace(/\.png$/, '.json')) ? (JSON.parse(fs.readFileSync(f.replace(/\.png$/, '.json'), 'utf8')) as RenderTruth) : null);
  };
  if (!todo.length) {
    readTruths();
    return files;
  }
  log(`  ${scene.id}: ${todo.length} renders`);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(workers, todo.length) }, async () => {
      const b = await FigureBrowser.open();
      try {
        while (next < todo.length) {
          const job = todo[next++]!;
          const { png, truth } = await b.render(job.spec);
          fs.writeFileSync(job.file.replace(/\.png$/, '.json'), JSON.stringify(truth));
          fs.writeFileSync(`${job.file}.tmp`, png);
          fs.renameSync(`${job.file}.tmp`, job.file);
          if (++done % 50 === 0) log(`  ${scene.id}: ${done}/${todo.length}`);
        }
      } finally {
        await b.close();
      }
    }),
  );
  readTruths();
  return files;
}

/**
 * Encodes the renders kept by `keep` (render indices, ascending) as an H.264 mp4: the renders go in
 * at RENDER_FPS and ffmpeg's select filter drops the others, so every kept frame keeps the
 * timestamp of its render (a variable frame rate when the gaps differ). Returns the clip's frame
 * timestamps as ffprobe reads them back.
 */
export async function encodeRenders(pngs: string[], keep: number[], out: string): Promise<number[]> {
  const dir = `${out}.frames`;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const last = keep.at(-1)!;
  for (let i = 0; i <= last; i++) fs.symlinkSync(pngs[i]!, path.join(dir, `${String(i).padStart(5, '0')}.png`));
  const kept = new Set(keep);
  const drop = Array.from({ length: last + 1 }, (_, i) => i).filter((i) => !kept.has(i));
  const filter = drop.length ? `select='not(${drop.map((i) => `eq(n,${i})`).join('+')})'` : 'null';
  const script = `${out}.filter`;
  fs.writeFileSync(script, filter);
  try {
    await run(
      FFMPEG,
      [
        '-v',
        'error',
        '-y',
        '-framerate',
        String(RENDER_FPS),
        '-i',
        path.join(dir, '%05d.png'),
        '-filter_script:v',
        script,
        '-vsync',
        'vfr',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '20',
        '-pix_fmt',
        'yuv420p',
        '-video_track_timescale',
        '24000',
        '-movflags',
        '+faststart',
        `${out}.tmp.mp4`,
      ],
      300_000,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(script, { force: true });
  }
  const times = await frameTimes(`${out}.tmp.mp4`);
  if (times.length !== keep.length) throw new Error(`${out}: ${times.length} frames encoded, ${keep.length} meant`);
  fs.renameSync(`${out}.tmp.mp4`, out);
  return times;
}

async function frameTimes(file: string): Promise<number[]> {
  const out = await run(FFPROBE, ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file], 60_000);
  return out
    .toString()
    .split('\n')
    .map(Number.parseFloat)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
}

/** Every clip of every jump: 240 fps, 120 (2 phases), 60 (4), 30 (8) and one variable rate. */
export async function jumpClips(opts: { workers?: number; log?: (l: string) => void; only?: string[] } = {}): Promise<JumpClip[]> {
  const log = opts.log ?? (() => {});
  const out: JumpClip[] = [];
  for (const j of JUMPS.filter((x) => !opts.only || opts.only.includes(x.id))) {
    const scene = jumpScene(j);
    const pngs = await renderScene(scene, opts.workers ?? 2, log);
    const n = pngs.length;
    const variants: { id: string; fps: number | 'vfr'; renders: number[] }[] = [];
    for (const fps of [240, 120, 60, 30]) {
      const step = RENDER_FPS / fps;
      for (let phase = 0; phase < step; phase++) {
        const renders: number[] = [];
        for (let i = phase; i < n; i += step) renders.push(i);
        variants.push({ id: `${j.id}-${fps}-p${phase}`, fps, renders });
      }
    }
    const r = seeded(4242 + j.look + Math.round(j.flightS * 100));
    const vfr: number[] = [];
    for (let i = 0; i < n; i += r.next() < 0.5 ? 1 : 2) vfr.push(i);
    variants.push({ id: `${j.id}-vfr`, fps: 'vfr', renders: vfr });
    for (const v of variants) {
      const file = path.join(CACHE_DIR, `${v.id}-${keyOf({ scene: scene.frames, renders: v.renders, encode: 2 })}.mp4`);
      const times = fs.existsSync(file) ? await frameTimes(file) : await encodeRenders(pngs, v.renders, file);
      // the clip's clock against the renders' (an mp4 may start its first frame at 0)
      const offset = times[0]! - v.renders[0]! / RENDER_FPS;
      const truth = { ...scene.truth, takeoffS: scene.truth.takeoffS + offset, landingS: scene.truth.landingS + offset };
      out.push({ id: v.id, scene: j.id, fps: v.fps, file, renders: v.renders, times, truth });
    }
  }
  return out;
}

/**
 * A 5 s clip at 240 fps for the speed benchmark: a rendered jump with standing frames (its first
 * render repeated) before it and its last render held after it.
 */
export async function benchClip(log: (l: string) => void = () => {}): Promise<{ file: string; truth: JumpTruth; seconds: number }> {
  const j = JUMPS[0]!;
  const scene = jumpScene(j);
  const pngs = await renderScene(scene, 2, log);
  const total = 5 * RENDER_FPS;
  const before = Math.floor((total - pngs.length) / 2);
  const seq = [...Array<string>(before).fill(pngs[0]!), ...pngs];
  while (seq.length < total) seq.push(pngs.at(-1)!);
  const file = path.join(CACHE_DIR, `bench-5s-240-${keyOf({ scene: scene.frames, before, encode: 2 })}.mp4`);
  const times = fs.existsSync(file)
    ? await frameTimes(file)
    : await encodeRenders(
        seq,
        seq.map((_, i) => i),
        file,
      );
  const shift = before / RENDER_FPS + times[0]!;
  return { file, truth: { ...scene.truth, takeoffS: scene.truth.takeoffS + shift, landingS: scene.truth.landingS + shift }, seconds: 5 };
}

export interface SprintClip {
  id: string;
  fps: number;
  file: string;
  times: number[];
  /** Vertical lines (video pixels) and the instants (s, the clip's clock) the true hip midpoint crosses them. */
  lines: { start: { x1: number; y1: number; x2: number; y2: number }; finish: { x1: number; y1: number; x2: number; y2: number } };
  truth: { startS: number; finishS: number; timeS: number };
  /** The rendered hip midpoint's x (video px) at each of the clip's frames (for diagnostics). */
  hipX: number[];
}

/**
 * The figure running across the frame from the side (6.5 m/s, three strides a second), rendered at
 * 240 fps: lines at 30 % and 70 % of the width; the truth is when the rendered hip midpoint
 * (three.js, per render) crosses them, interpolated between renders (2.7 cm apart).
 */
export async function sprintClips(opts: { log?: (l: string) => void; standingStart?: boolean } = {}): Promise<SprintClip[]> {
  const log = opts.log ?? (() => {});
  const look = LOOKS[0]!;
  const size = { width: 640, height: 360 };
  const standing = opts.standingStart ?? false;
  const seconds = standing ? 1.6 : 1.1;
  const speed = 6.5;
  /** A standing start: set still until `go`, then accelerating at 7 m/s² (the truth of the first movement). */
  const go = 0.3 + 0.37 / RENDER_FPS;
  const accel = 7;
  const fov = 40;
  const camera: SceneSpec['camera'] = { fov, distance: 6.5, height: 1.0, azimuth: 0, aimX: 0, aimY: 0.1 * look.body.height };
  const frames: SceneSpec[] = [];
  for (let i = 0; i < Math.round(seconds * RENDER_FPS); i++) {
    const t = i / RENDER_FPS;
    const moving = standing ? Math.max(0, t - go) : t;
    const ph = 2 * Math.PI * 1.5 * moving;
    const leg = (sh: number) =>
      side({ hip: 32 + 48 * Math.sin(ph + sh), knee: 60 + 45 * Math.sin(ph + sh + 1.2), ankle: 10, shoulder: -5 - 40 * Math.sin(ph + sh), elbow: 85 });
    const round = (x: number) => Math.round(x * 1e6) / 1e6;
    const x = standing ? -2.5 + 0.5 * accel * moving * moving : -3.6 + speed * t;
    frames.push({
      size,
      body: look.body,
      colours: look.colours,
      background: look.background,
      light: look.light,
      posture: { turn: 0, bodyBend: 8, torsoBend: 3, headNod: 0, l: roundSide(leg(0)), r: roundSide(leg(Math.PI)) },
      // the flying run: from 3.6 m left of the camera's aim to 3.55 m right of it
      position: { x: round(x), z: 0, lift: round(standing ? 0 : 0.04 * Math.max(0, Math.sin(2 * ph))) },
      camera,
    });
  }
  const truths: (RenderTruth | null)[] = [];
  const aim = standing ? 2.5 : 3.6;
  const pngs = await renderScene({ id: standing ? 'sprint-standing' : 'sprint', frames }, 2, log, truths, aim);
  const hipX = truths.map((tr) => (tr ? (tr.joints2d.left_hip![0] + tr.joints2d.right_hip![0]) / 2 : Number.NaN));
  const lineX = [0.3 * size.width, 0.7 * size.width];
  const cross = (x: number) => {
    for (let i = 1; i < hipX.length; i++) {
      const a = hipX[i - 1]! - x;
      const b = hipX[i]! - x;
      if (Math.sign(a) !== Math.sign(b)) return (i - 1 + a / (a - b)) / RENDER_FPS;
    }
    return Number.NaN;
  };
  const [startR, finishR] = (standing ? [go, cross(lineX[1]!)] : lineX.map(cross)) as [number, number];
  const out: SprintClip[] = [];
  for (const fps of [240, 120, 60, 30]) {
    const step = RENDER_FPS / fps;
    const renders: number[] = [];
    for (let i = step - 1; i < pngs.length; i += step) renders.push(i);
    const file = path.join(CACHE_DIR, `${standing ? 'sprint-standing' : 'sprint'}-${fps}-${keyOf({ frames, renders, encode: 2, aim })}.mp4`);
    const times = fs.existsSync(file) ? await frameTimes(file) : await encodeRenders(pngs, renders, file);
    const offset = times[0]! - renders[0]! / RENDER_FPS;
    const line = (x: number) => ({ x1: x, y1: 0, x2: x, y2: size.height });
    out.push({
      id: `${standing ? 'sprint-standing' : 'sprint'}-${fps}`,
      fps,
      file,
      times,
      lines: { start: line(lineX[0]!), finish: line(lineX[1]!) },
      truth: { startS: startR + offset, finishS: finishR + offset, timeS: finishR - startR },
      hipX: renders.map((i) => hipX[i]!),
    });
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const started = performance.now();
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',');
  jumpClips({ log: (l) => console.log(l), only }).then(
    async (clips) => {
      if (process.argv.includes('--sprint'))
        for (const c of [...(await sprintClips({ log: (l) => console.log(l) })), ...(await sprintClips({ log: (l) => console.log(l), standingStart: true }))])
          console.log(`${c.id}\t${c.times.length} frames\t${JSON.stringify(c.truth)}\t${c.file}`);
      for (const c of clips) console.log(`${c.id}\t${c.fps}\t${c.times.length} frames\tflight ${c.truth.flightS} s\t${c.file}`);
      console.log(`${clips.length} clips in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
