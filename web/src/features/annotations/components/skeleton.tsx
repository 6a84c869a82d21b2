import type { PoseTrack } from '@common/analysis';

/** The skeleton of one analysed frame, in the overlay's coordinates (the video's pixels). */
export function Skeleton({
  track,
  index,
  width,
  height,
  color = '#4ade80',
}: {
  track: PoseTrack;
  index: number;
  width: number;
  height: number;
  color?: string;
}) {
  const k = index >= 0 ? track.k[index] : null;
  if (!k) return null;
  const at = (j: number) => {
    const x = k[j * 2]!;
    const y = k[j * 2 + 1]!;
    return x < 0 || y < 0 ? null : ([(x / track.scale) * width, (y / track.scale) * height] as const);
  };
  const stroke = Math.max(2, width / 240);
  return (
    <g data-testid="skeleton" data-frame={index} aria-hidden="true">
      {track.bones.map(([a, b]) => {
        const p = at(a);
        const q = at(b);
        return p && q ? (
          <line key={`${a}-${b}`} x1={p[0]} y1={p[1]} x2={q[0]} y2={q[1]} stroke={color} strokeWidth={stroke} strokeLinecap="round" opacity={0.9} />
        ) : null;
      })}
      {track.joints.map((_, j) => {
        const p = at(j);
        return p ? <circle key={j} cx={p[0]} cy={p[1]} r={stroke * 1.4} fill="#fff" stroke={color} strokeWidth={stroke / 2} /> : null;
      })}
    </g>
  );
}
