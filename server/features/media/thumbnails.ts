import sharp from 'sharp';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { probeDuration, videoPoster } from '../../platform/storage/media-tools.ts';

/**
 * Poster and duration of a stored upload. Best effort: a file ffmpeg cannot read still gets
 * recorded (its analysis will say so), just without a poster.
 */
export async function makePoster(storage: ObjectStorage, key: string, fileType: 'VIDEO' | 'IMAGE', thumbKey: string) {
  const input = await storage.localInput(key, 600);
  if (fileType === 'VIDEO') {
    const [duration, poster] = await Promise.all([probeDuration(input).catch(() => null), videoPoster(input).catch(() => null)]);
    if (poster?.length) await storage.put(thumbKey, poster, 'image/jpeg');
    return { durationSeconds: duration, thumbnailKey: poster?.length ? thumbKey : null };
  }
  const source = input.startsWith('http') ? Buffer.from(await (await fetch(input)).arrayBuffer()) : input;
  const jpeg = await sharp(source, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: 640, height: 640, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 78 })
    .toBuffer()
    .catch(() => null);
  if (jpeg) await storage.put(thumbKey, jpeg, 'image/jpeg');
  return { durationSeconds: null, thumbnailKey: jpeg ? thumbKey : null };
}
