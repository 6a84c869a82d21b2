import { BONES, type Joint, type Keypoint } from '../measures/types.ts';
import type { RgbFrame } from './frames.ts';

const colour = (a: Joint) => (a.startsWith('left') ? '#38bdf8' : a.startsWith('right') ? '#f97316' : '#facc15');

/** An SVG of the bones and joints seen, sized like the frame (left side blue, right side orange). */
export function skeletonSvg(width: number, height: number, keypoints: Partial<Record<Joint, Keypoint>>): string {
  const w = Math.max(2, Math.round(Math.max(width, height) / 160));
  const lines = BONES.flatMap(([a, b]) => {
    const p = keypoints[a];
    const q = keypoints[b];
    if (!p || !q) return [];
    const c = a.split('_')[0] === b.split('_')[0] ? colour(a) : '#facc15';
    return [
      `<line x1="${p.x.toFixed(1)}" y1="${p.y.toFixed(1)}" x2="${q.x.toFixed(1)}" y2="${q.y.toFixed(1)}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`,
    ];
  });
  const dots = (Object.entries(keypoints) as [Joint, Keypoint][]).map(
    ([name, p]) =>
      `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="${w * 1.6}" fill="#ffffff" stroke="${colour(name)}" stroke-width="${Math.max(1, w / 2)}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${lines.join('')}${dots.join('')}</svg>`;
}

/** The key frame as a JPEG with the skeleton drawn over it (sharp composites the SVG). */
export async function drawOverlay(frame: RgbFrame, keypoints: Partial<Record<Joint, Keypoint>>): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const svg = Buffer.from(skeletonSvg(frame.width, frame.height, keypoints));
  return sharp(frame.rgb, { raw: { width: frame.width, height: frame.height, channels: 3 } })
    .composite([{ input: svg, top: 0, left: 0 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}
