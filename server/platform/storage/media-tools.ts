import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';

export const FFMPEG = ffmpegInstaller.path;
export const FFPROBE = ffprobeInstaller.path;

/** Runs a binary and collects stdout; rejects on a non-zero exit or after timeoutMs. */
export function run(bin: string, args: string[], timeoutMs = 60_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => {
      if (err.length < 4000) err += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${bin.split('/').pop()} exited with ${code}: ${err.slice(-500)}`));
    });
  });
}

/** Duration in seconds (videos), or null. */
export async function probeDuration(input: string): Promise<number | null> {
  const out = await run(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'json', input], 30_000);
  const d = Number((JSON.parse(out.toString()) as { format?: { duration?: string } }).format?.duration);
  return Number.isFinite(d) ? d : null;
}

/** A JPEG poster of a video: a representative frame among the first ones (skips black starts), 640 px wide. */
export async function videoPoster(input: string): Promise<Buffer> {
  return run(
    FFMPEG,
    ['-v', 'error', '-i', input, '-t', '3', '-vf', 'thumbnail=30,scale=640:-2', '-frames:v', '1', '-f', 'image2', '-c:v', 'mjpeg', '-q:v', '4', 'pipe:1'],
    60_000,
  );
}
