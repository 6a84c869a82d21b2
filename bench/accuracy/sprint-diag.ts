/**
 * Diagnostics of the sprint measure (issue 31): on every frame of a sprint clip, MoveNet's hip
 * midpoint (at the measure's 320 px) against the rendered one, in video pixels.
 *   node --import tsx bench/accuracy/sprint-diag.ts [--fps=240] [--standing]
 */
import { loadPoseModel } from '../../server/features/analysis/pose/model.ts';
import { nativeFrames } from '../../server/features/test-days/measure/jump.ts';
import { sprintClips } from './jump-clips.ts';

const fps = Number(process.argv.find((a) => a.startsWith('--fps='))?.slice(6) ?? 240);
const standing = process.argv.includes('--standing');
const clip = (await sprintClips({ standingStart: standing })).find((c) => c.fps === fps)!;
const model = await loadPoseModel('movenet');
const size = { width: 320, height: 180 };
const frames = await nativeFrames(clip.file, { from: 0, to: 10, vf: `scale=${size.width}:${size.height}`, pixFmt: 'rgb24', ...size });
console.log(
  `# ${clip.id}: ${frames.length} frames (${clip.times.length} in the clip), lines ${clip.lines.start.x1} ${clip.lines.finish.x1}, truth ${JSON.stringify(clip.truth)}`,
);
console.log('i\tt\ttrueX\tnetX\tbias');
for (const [i, f] of frames.entries()) {
  model.reset();
  const p = await model.estimate(f.data, size.width, size.height);
  const hips = p?.keypoints.filter((k) => (k.name === 'left_hip' || k.name === 'right_hip') && (k.score ?? 0) >= 0.3) ?? [];
  const x = hips.length ? (hips.reduce((s, h) => s + h.x, 0) / hips.length) * 2 : Number.NaN;
  console.log(`${i}\t${f.t.toFixed(4)}\t${clip.hipX[i]!.toFixed(2)}\t${x.toFixed(2)}\t${(x - clip.hipX[i]!).toFixed(2)}`);
}
