import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

export interface MediaFile {
  bytes: Buffer;
  contentType: string;
}

/** A small JPEG: a coloured gradient, a different colour per `seed`. */
export async function makeJpeg(seed = 0, width = 640, height = 360): Promise<MediaFile> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 3}" r="${height / 8}" fill="#fff"/>
    <rect x="${width / 2 - 8}" y="${height / 3 + height / 8}" width="16" height="${height / 3}" fill="#fff"/></svg>`;
  return { bytes: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), contentType: 'image/jpeg' };
}

/** A short H.264 MP4 (test pattern) made with the ffmpeg binary from @ffmpeg-installer/ffmpeg. */
export function makeMp4(seconds = 2): MediaFile {
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'octane-mp4-')), 'clip.mp4');
  const run = spawnSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=640x360:rate=24`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    out,
  ]);
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr.toString()}`);
  const bytes = fs.readFileSync(out);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return { bytes, contentType: 'video/mp4' };
}

/**
 * Uploads a file as the signed-in user through the API, as the upload screen does: a signed URL,
 * a PUT of the bytes, then the media record. Returns the new upload's id. The page must have
 * opened a page of the app (its origin is used).
 */
export async function uploadViaApi(page: Page, file: MediaFile, name: string, extra: { description?: string; sport?: string } = {}): Promise<number> {
  const origin = new URL(page.url()).origin;
  const at = (p: string) => new URL(p, origin).toString();
  const signed = await page.request.post(at('/api/objects/upload'), { headers: { origin } });
  expect(signed.status(), await signed.text()).toBe(200);
  const { uploadURL } = (await signed.json()) as { uploadURL: string };
  const put = await page.request.put(at(uploadURL), { data: file.bytes, headers: { 'content-type': file.contentType, origin } });
  expect(put.ok(), await put.text()).toBe(true);
  const record = await page.request.post(at('/api/upload-media-from-object-storage'), {
    data: { fileUrl: uploadURL, fileName: name, ...extra },
    headers: { origin },
  });
  expect(record.status(), await record.text()).toBe(201);
  return ((await record.json()) as { id: number }).id;
}

/**
 * The photo of a standing athlete that the server's real-model tests use
 * (server/features/analysis/fixtures/README.md says where it comes from).
 */
export const ATHLETE_PHOTO = path.join(import.meta.dirname, '../server/features/analysis/fixtures/athlete.jpg');

/** A clip with a real person in it: the athlete photo drifting across a plain background (as the pose tests make it). */
export function makeAthleteClip(seconds = 6): MediaFile {
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'octane-athlete-')), 'athlete.mp4');
  const run = spawnSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x50606e:size=640x480:rate=25:duration=${seconds}`,
    '-loop',
    '1',
    '-i',
    ATHLETE_PHOTO,
    '-filter_complex',
    "[1:v]scale=-2:440[p];[0:v][p]overlay=x='100+40*t':y=20:shortest=1,format=yuv420p",
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-t',
    String(seconds),
    out,
  ]);
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr.toString()}`);
  const bytes = fs.readFileSync(out);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return { bytes, contentType: 'video/mp4' };
}

/** A JPEG with nothing like a person in it (a smooth gradient), for the honest "no athlete" result. */
export async function makeNoPersonJpeg(width = 320, height = 240): Promise<MediaFile> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([x % 256, y % 256, 128], (y * width + x) * 3);
  return {
    bytes: await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
    contentType: 'image/jpeg',
  };
}

/** Waits until the upload's analysis is finished (GET /api/ai-feedback/{id} answers 200) and returns it. */
export async function waitForAnalysis(page: Page, mediaId: number, timeout = 90_000): Promise<Record<string, unknown>> {
  const origin = new URL(page.url()).origin;
  let body: Record<string, unknown> = {};
  await expect
    .poll(
      async () => {
        const res = await page.request.get(new URL(`/api/ai-feedback/${mediaId}`, origin).toString());
        if (res.status() === 200) body = (await res.json()) as Record<string, unknown>;
        return res.status();
      },
      { timeout, intervals: [1000] },
    )
    .toBe(200);
  return body;
}
