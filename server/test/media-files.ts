import { FFMPEG, run } from '../platform/storage/media-tools.ts';

/** A small real JPEG made with sharp. */
export async function makeJpeg(width = 320, height = 240): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } }).jpeg().toBuffer();
}

/** A real 2-second H.264 MP4 made with ffmpeg's test source. */
export async function makeMp4(seconds = 2): Promise<Buffer> {
  return run(FFMPEG, ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`, '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4', 'pipe:1']);
}
