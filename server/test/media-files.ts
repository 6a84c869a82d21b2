import { FFMPEG, run } from '../platform/storage/media-tools.ts';

/** A small real JPEG made with sharp. */
export async function makeJpeg(width = 320, height = 240): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .jpeg()
    .toBuffer();
}

/** A real 2-second H.264 MP4 made with ffmpeg's test source. */
export async function makeMp4(seconds = 2): Promise<Buffer> {
  return run(FFMPEG, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=320x240:rate=15:duration=${seconds}`,
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-movflags',
    'frag_keyframe+empty_moov',
    '-f',
    'mp4',
    'pipe:1',
  ]);
}

/**
 * A real clip of a person standing still: the athlete photo of the analysis tests
 * (server/features/analysis/fixtures/athlete.jpg) drifting across a plain background; as the e2e
 * journeys make it (e2e/media-helpers.ts makeAthleteClip).
 */
export async function makeStillAthleteMp4(photo: string, seconds = 3): Promise<Buffer> {
  return run(FFMPEG, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x50606e:size=640x480:rate=25:duration=${seconds}`,
    '-loop',
    '1',
    '-i',
    photo,
    '-filter_complex',
    "[1:v]scale=-2:440[p];[0:v][p]overlay=x='100+40*t':y=20:shortest=1,format=yuv420p",
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-t',
    String(seconds),
    '-movflags',
    'frag_keyframe+empty_moov',
    '-f',
    'mp4',
    'pipe:1',
  ]);
}
