import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FFMPEG, run } from '../../../platform/storage/media-tools.ts';
import { look, planVideo } from '../observe.ts';
import { buildReport } from '../report.ts';
import { photoFrame } from './frames.ts';
import { loadPoseModel } from './model.ts';
import { stopAnalysisThreads, threadRuns } from './threads.ts';

const PHOTO = path.join(import.meta.dirname, '../fixtures/athlete.jpg');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'octane-pose-'));
const file = (name: string) => path.join(dir, name);

async function ffmpeg(args: string[]) {
  await run(FFMPEG, ['-v', 'error', '-y', ...args], 120_000);
}

beforeAll(async () => {
  await Promise.all([
    // The athlete photo drifting across a plain background for 2 s (a real person in a video).
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'color=c=0x50606e:size=640x480:rate=25:duration=2',
      '-loop',
      '1',
      '-i',
      PHOTO,
      '-filter_complex',
      "[1:v]scale=-2:440[p];[0:v][p]overlay=x='150+40*t':y=20:shortest=1,format=yuv420p",
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-t',
      '2',
      file('athlete.mp4'),
    ]),
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'color=c=0x060606:size=320x240:rate=15:duration=2',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      file('dark.mp4'),
    ]),
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=15:duration=0.5',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      file('short.mp4'),
    ]),
  ]);
  // A smooth gradient: an image with nothing like a person in it.
  const w = 320;
  const h = 240;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set([x % 256, y % 256, 128], (y * w + x) * 3);
  await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .jpeg()
    .toFile(file('gradient.jpg'));
  fs.writeFileSync(file('corrupt.jpg'), Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x5a)]));
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const noop = async () => {};

describe('the real pose model', { timeout: 90_000 }, () => {
  it('finds the athlete in the photo with keypoints in plausible places', async () => {
    const before = threadRuns();
    const { observation: o, overlay } = await look(PHOTO, 'IMAGE', 'general', noop);
    // The photo was looked at in an analysis thread, not on this one.
    expect(threadRuns()).toBe(before + 1);
    // Photos get BlazePose heavy (docs/accuracy.md, "Heavier models and smoothing").
    expect(o.model).toBe('blazepose-heavy');
    expect(o.poses).toHaveLength(1);
    const k = o.poses[0]!.keypoints;
    for (const j of ['nose', 'left_shoulder', 'right_shoulder', 'left_hip', 'right_hip'] as const) expect(k[j], j).toBeDefined();
    // Head above shoulders above hips (y grows downwards), all inside the 240 x 640 photo.
    const shoulderY = (k.left_shoulder!.y + k.right_shoulder!.y) / 2;
    const hipY = (k.left_hip!.y + k.right_hip!.y) / 2;
    expect(k.nose!.y).toBeLessThan(shoulderY);
    expect(shoulderY).toBeLessThan(hipY);
    expect(hipY - shoulderY).toBeGreaterThan(150); // a trunk, not a blob: about 40% of the 640 px figure
    for (const p of Object.values(k)) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(240);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(640);
    }
    // Seen from the front: the athlete's left shoulder is on the right of the picture.
    expect(k.left_shoulder!.x).toBeGreaterThan(k.right_shoulder!.x);
    expect(o.meanKeypointScore!).toBeGreaterThan(0.5);
    const meta = await sharp(overlay!).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 240, height: 640 });
  });

  it('MoveNet Lightning, the fallback, finds the same athlete', async () => {
    const model = await loadPoseModel('movenet');
    const frame = (await photoFrame(PHOTO, 640))!;
    model.reset();
    const pose = await model.estimate(frame.rgb, frame.width, frame.height);
    expect(pose!.score).toBeGreaterThan(0.25);
    const byName = Object.fromEntries(pose!.keypoints.map((p) => [p.name, p]));
    expect(byName.nose!.y).toBeLessThan(byName.left_shoulder!.y);
    expect(byName.left_shoulder!.y).toBeLessThan(byName.left_hip!.y);
  });

  it('follows the athlete through a video and measures the posture', async () => {
    const progress: number[] = [];
    const { observation: o, overlay } = await look(file('athlete.mp4'), 'VIDEO', 'general', async (p) => {
      progress.push(p);
    });
    expect(o).toMatchObject({ kind: 'video', model: 'blazepose', sampleFps: 5 });
    expect(o.framesAnalysed).toBe(10);
    expect(o.poses.length).toBeGreaterThanOrEqual(8);
    expect(progress.length).toBeGreaterThan(3);
    expect(overlay).not.toBeNull();
    const r = buildReport(o, 'general');
    expect(r.confidence).toBeGreaterThan(0.4);
    const lean = r.measures.values.find((v) => v.key === 'trunkLeanMean')!.value;
    expect(lean).toBeLessThan(20); // standing upright
  });

  it('looks again with MoveNet when BlazePose finds nobody in a photo (a figure seen from the side)', async () => {
    const figure = path.join(import.meta.dirname, '../fixtures/figure-side.png');
    const bp = await loadPoseModel('blazepose-heavy');
    const frame = (await photoFrame(figure, 640))!;
    bp.reset();
    const missed = await bp.estimate(frame.rgb, frame.width, frame.height);
    bp.reset();
    expect(missed === null || missed.score < 0.5).toBe(true);
    const { observation: o, overlay } = await look(figure, 'IMAGE', 'general');
    expect(o.model).toBe('movenet');
    expect(o.poses).toHaveLength(1);
    expect(overlay).not.toBeNull();
    // the figure stands 640 x 480, upright: hips above knees above ankles
    const k = o.poses[0]!.keypoints;
    const side = k.right_hip && k.right_knee && k.right_ankle ? 'right' : 'left';
    expect(k[`${side}_hip`]!.y).toBeLessThan(k[`${side}_knee`]!.y);
    expect(k[`${side}_knee`]!.y).toBeLessThan(k[`${side}_ankle`]!.y);
  });

  it('finds nobody in a gradient, and says a dark video is dark', async () => {
    const g = await look(file('gradient.jpg'), 'IMAGE', 'general', noop);
    expect(g.observation.poses).toEqual([]);
    expect(g.overlay).toBeNull();
    const d = await look(file('dark.mp4'), 'VIDEO', 'general', noop);
    expect(d.observation.poses).toEqual([]);
    expect(buildReport(d.observation, 'general').feedback).toMatch(
      /^No athlete was detected in this video \(10 frames checked by BlazePose \(full\)\)\. It is very dark/,
    );
  });

  it('reports a corrupt photo as unreadable and a half-second clip as too short', async () => {
    expect((await look(file('corrupt.jpg'), 'IMAGE', 'general', noop)).observation.problem).toBe('unreadable');
    expect((await look(file('short.mp4'), 'VIDEO', 'general', noop)).observation.problem).toBe('too-short');
    expect((await look(file('corrupt.jpg'), 'VIDEO', 'general', noop)).observation.problem).toBe('unreadable');
  });
});

describe('sampling plan', () => {
  it('analyses the whole clip at the sport rate: BlazePose when the frames fit its budget, else MoveNet', () => {
    expect(planVideo(5, 'general')).toEqual({ fps: 5, model: 'blazepose', seconds: 5, start: 0 });
    expect(planVideo(4, 'speed')).toEqual({ fps: 12, model: 'blazepose', seconds: 4, start: 0 }); // 48 frames
    expect(planVideo(8, 'speed')).toEqual({ fps: 12, model: 'movenet', seconds: 8, start: 0 }); // 96 frames
    expect(planVideo(20, 'speed')).toEqual({ fps: 12, model: 'movenet', seconds: 20, start: 0 }); // 240 frames, not a middle window
  });

  it('samples a clip longer than the frame budget evenly over its whole length', () => {
    const long = planVideo(60, 'speed');
    expect(long.start).toBe(0);
    expect(long.seconds).toBe(60);
    expect(long.seconds * long.fps).toBeCloseTo(240, 9);
  });
});

describe('the whole clip, on two threads', { timeout: 120_000 }, () => {
  afterAll(() => stopAnalysisThreads());

  it('analyses every sampled frame from start to end, in order, with the person found in each half', async () => {
    // 2 s at 12 fps: 24 frames, enough for the second thread to take the second half.
    const before = threadRuns();
    const { observation: o, track } = await look(file('athlete.mp4'), 'VIDEO', 'speed', noop);
    expect(o.framesAnalysed).toBe(24);
    expect(track!.frames.map((f) => Math.round(f.t * 1000))).toEqual(Array.from({ length: 24 }, (_, i) => Math.round((i * 1000) / 12)));
    const half = (from: number, to: number) => track!.frames.slice(from, to).filter((f) => f.pose !== null).length;
    expect(half(0, 12)).toBeGreaterThanOrEqual(9);
    expect(half(12, 24)).toBeGreaterThanOrEqual(9);
    expect(track).toMatchObject({ sampleFps: 12, videoFps: 25, durationSeconds: 2 });
    // Both halves ran in the analysis threads, none on this one.
    expect(threadRuns()).toBe(before + 2);
  });
});
