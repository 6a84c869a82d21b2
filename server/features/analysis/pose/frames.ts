import { spawn } from 'node:child_process';
import { FFMPEG, FFPROBE, run } from '../../../platform/storage/media-tools.ts';

export interface RgbFrame {
  /** Seconds from the start of the clip. */
  t: number;
  width: number;
  height: number;
  rgb: Buffer;
}

export interface VideoInfo {
  duration: number | null;
  /** Frames per second of the clip (its average rate), when ffprobe tells. */
  fps: number | null;
  /** Display size (after the rotation a phone records). */
  width: number;
  height: number;
}

/** Size, rotation and duration of a video's first video stream; null if ffprobe cannot read it. */
export async function probeVideo(input: string): Promise<VideoInfo | null> {
  let out: Buffer;
  try {
    out = await run(
      FFPROBE,
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=width,height,avg_frame_rate,r_frame_rate:stream_tags=rotate:stream_side_data=rotation:format=duration',
        '-of',
        'json',
        input,
      ],
      30_000,
    );
  } catch {
    return null;
  }
  const j = JSON.parse(out.toString()) as {
    streams?: {
      width?: number;
      height?: number;
      avg_frame_rate?: string;
      r_frame_rate?: string;
      tags?: { rotate?: string };
      side_data_list?: { rotation?: number }[];
    }[];
    format?: { duration?: string };
  };
  const s = j.streams?.[0];
  if (!s?.width || !s.height) return null;
  const rotation = Math.abs(Number(s.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? s.tags?.rotate ?? 0)) % 180;
  const duration = Number(j.format?.duration);
  return {
    duration: Number.isFinite(duration) ? duration : null,
    fps: frameRate(s.avg_frame_rate) ?? frameRate(s.r_frame_rate),
    width: rotation === 90 ? s.height : s.width,
    height: rotation === 90 ? s.width : s.height,
  };
}

/** "30000/1001" as 29.97; null for "0/0" or nonsense. */
export function frameRate(rate: string | undefined): number | null {
  const [n, d] = (rate ?? '').split('/').map(Number);
  const fps = d === undefined ? n! : n! / d;
  return Number.isFinite(fps) && fps > 0 && fps <= 1000 ? fps : null;
}

/** Even dimensions with the long side at most `longSide` (never enlarged). */
export function fitSize(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  const even = (v: number) => Math.max(2, Math.round((v * scale) / 2) * 2);
  return { width: even(width), height: even(height) };
}

/**
 * Frames of a video as raw RGB, decoded by ffmpeg straight into a pipe (no temporary images) and
 * yielded one at a time as they arrive, so a long clip is never held in memory.
 */
export async function* videoFrames(
  input: string,
  opts: { fps: number; width: number; height: number; start?: number; seconds?: number; timeoutMs?: number },
): AsyncGenerator<RgbFrame> {
  const args = ['-v', 'error', '-nostdin'];
  if (opts.start) args.push('-ss', opts.start.toFixed(3));
  if (opts.seconds) args.push('-t', opts.seconds.toFixed(3));
  args.push('-i', input, '-an', '-vf', `fps=${opts.fps},scale=${opts.width}:${opts.height}`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1');
  const child = spawn(FFMPEG, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    if (stderr.length < 4000) stderr += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 10 * 60_000);
  const size = opts.width * opts.height * 3;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      while (pendingBytes >= size) {
        const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
        const rgb = Buffer.from(all.subarray(0, size));
        const rest = all.subarray(size);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
        yield { t: (opts.start ?? 0) + index / opts.fps, width: opts.width, height: opts.height, rgb };
        index++;
      }
    }
    const code = await exited;
    if (code !== 0 && index === 0) throw new Error(`ffmpeg could not decode the video: ${stderr.trim().slice(-300) || `exit ${code}`}`);
  } finally {
    clearTimeout(timer);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** A photo as raw RGB (EXIF rotation applied), the long side at most `longSide`; null if unreadable. */
export async function photoFrame(input: string, longSide: number): Promise<RgbFrame | null> {
  const sharp = (await import('sharp')).default;
  const source = input.startsWith('http') ? Buffer.from(await (await fetch(input)).arrayBuffer()) : input;
  try {
    const { data, info } = await sharp(source, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { t: 0, width: info.width, height: info.height, rgb: data };
  } catch {
    return null;
  }
}

/** Mean brightness (Rec. 601 luma, 0-255) of an RGB frame, sampled every 7th pixel. */
export function meanLuma(rgb: Buffer): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i + 2 < rgb.length; i += 21) {
    sum += 0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!;
    n++;
  }
  return n ? sum / n : 0;
}
