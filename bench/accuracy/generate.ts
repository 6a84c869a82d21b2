/**
 * Renders the accuracy set (set.ts) with the figure page in headless Chromium and caches every
 * render with its truth under bench/accuracy/.cache (git-ignored), keyed by a hash of its scene,
 * so a second run renders nothing. Clips are encoded to H.264 mp4 with the npm-shipped ffmpeg.
 *   node --import tsx bench/accuracy/generate.ts [--seed=N]
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FFMPEG, run } from '../../server/platform/storage/media-tools.ts';
import { FigureBrowser } from './browser.ts';
import { clips, DEFAULT_SEED, SET_VERSION, stills, type Clip, type Still } from './set.ts';
import type { RenderTruth, SceneSpec } from './spec.ts';

export const CACHE_DIR = path.resolve(import.meta.dirname, '.cache');

export interface RenderedStill extends Still {
  file: string;
  truth: RenderTruth;
}
export interface RenderedClip extends Clip {
  file: string;
  truths: RenderTruth[];
}

const PAGE_FILES = ['page/figure.js', 'page/index.html'].map((f) => path.join(import.meta.dirname, f));
/** The page's code is part of every key: a change to how the figure is drawn renders it again. */
const pageHash = () =>
  crypto
    .createHash('sha256')
    .update(PAGE_FILES.map((f) => fs.readFileSync(f, 'utf8')).join('\n'))
    .digest('hex')
    .slice(0, 8);
const keyOf = (spec: unknown, salt: string) =>
  crypto
    .createHash('sha256')
    .update(`${SET_VERSION}:${salt}:${JSON.stringify(spec)}`)
    .digest('hex')
    .slice(0, 16);

/** Renders what is not in the cache yet; returns every still and clip with its file and truth. */
export async function generate(
  opts: { seed?: number; log?: (line: string) => void } = {},
): Promise<{ stills: RenderedStill[]; clips: RenderedClip[]; rendered: number; ms: number }> {
  const log = opts.log ?? (() => {});
  const seed = opts.seed ?? DEFAULT_SEED;
  const salt = pageHash();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const started = performance.now();
  let browser: FigureBrowser | null = null;
  let rendered = 0;
  const renderOne = async (spec: SceneSpec, stem: string): Promise<{ png: string; truth: RenderTruth }> => {
    const png = path.join(CACHE_DIR, `${stem}.png`);
    const json = path.join(CACHE_DIR, `${stem}.json`);
    if (fs.existsSync(png) && fs.existsSync(json)) return { png, truth: JSON.parse(fs.readFileSync(json, 'utf8')) as RenderTruth };
    browser ??= await FigureBrowser.open();
    const r = await browser.render(spec);
    fs.writeFileSync(png, r.png);
    fs.writeFileSync(json, JSON.stringify(r.truth));
    rendered++;
    if (rendered % 25 === 0) log(`  rendered ${rendered}...`);
    return { png, truth: r.truth };
  };
  try {
    const outStills: RenderedStill[] = [];
    for (const s of stills(seed)) {
      const { png, truth } = await renderOne(s.spec, `${s.id}-${keyOf(s.spec, salt)}`);
      outStills.push({ ...s, file: png, truth });
    }
    const outClips: RenderedClip[] = [];
    for (const c of clips(seed)) {
      const key = keyOf(c.frames, salt);
      const mp4 = path.join(CACHE_DIR, `${c.id}-${key}.mp4`);
      const truthFile = path.join(CACHE_DIR, `${c.id}-${key}.json`);
      if (fs.existsSync(mp4) && fs.existsSync(truthFile)) {
        outClips.push({ ...c, file: mp4, truths: JSON.parse(fs.readFileSync(truthFile, 'utf8')) as RenderTruth[] });
        continue;
      }
      const dir = path.join(CACHE_DIR, `${c.id}-${key}-frames`);
      fs.mkdirSync(dir, { recursive: true });
      const truths: RenderTruth[] = [];
      let anchor: SceneSpec['camera']['anchor'];
      for (const [i, frame] of c.frames.entries()) {
        // the first frame (standing) sets where the camera aims; it stays put for the rest
        const spec = { ...frame, camera: { ...frame.camera, anchor } };
        const { png, truth } = await renderOne(spec, `${c.id}-${key}-frames/${String(i).padStart(4, '0')}`);
        anchor ??= truth.anchor;
        truths.push(truth);
        void png;
      }
      await run(
        FFMPEG,
        [
          '-v',
          'error',
          '-y',
          '-framerate',
          String(c.fps),
          '-i',
          path.join(dir, '%04d.png'),
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '20',
          '-pix_fmt',
          'yuv420p',
          '-movflags',
          '+faststart',
          `${mp4}.tmp.mp4`,
        ],
        120_000,
      );
      fs.renameSync(`${mp4}.tmp.mp4`, mp4);
      fs.writeFileSync(truthFile, JSON.stringify(truths));
      outClips.push({ ...c, file: mp4, truths });
    }
    return { stills: outStills, clips: outClips, rendered, ms: performance.now() - started };
  } finally {
    await (browser as FigureBrowser | null)?.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const seedArg = process.argv.find((a) => a.startsWith('--seed='));
  generate({ seed: seedArg ? Number(seedArg.slice(7)) : undefined, log: (l) => console.log(l) }).then(
    (r) =>
      console.log(`${r.stills.length} stills and ${r.clips.length} clips (${r.rendered} rendered now) in ${(r.ms / 1000).toFixed(1)} s; cache ${CACHE_DIR}`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
