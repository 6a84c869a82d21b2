import type { AnnotationKind } from '@common/annotations';
import { angleDegrees, arrowHead, distancePx, formatDegrees, type Point } from '../lib/geometry';

export interface ShapeData {
  kind: AnnotationKind;
  color: string;
  points: readonly Point[];
  text?: string | null;
}

/** One drawing in the overlay's coordinates (the video's pixels): a saved one or the one being drawn. */
export function AnnotationShape({ shape, width, height, id, draft }: { shape: ShapeData; width: number; height: number; id?: number; draft?: boolean }) {
  const frame = { width, height };
  const px = (p: Point) => [p[0] * width, p[1] * height] as const;
  const sw = Math.max(3, width / 200);
  const font = Math.max(16, width / 28);
  const common = { stroke: shape.color, strokeWidth: sw, fill: 'none', strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  const label = (x: number, y: number, text: string) => (
    <text
      x={x}
      y={y}
      fill={shape.color}
      fontSize={font}
      fontWeight={700}
      stroke="#0f172a"
      strokeWidth={font / 6}
      paintOrder="stroke"
      style={{ fontFamily: 'inherit' }}
    >
      {text}
    </text>
  );
  const [a, b, c] = shape.points;
  let body = null;
  let degrees: string | undefined;
  switch (shape.kind) {
    case 'line':
    case 'arrow': {
      if (!a || !b) break;
      const [x1, y1] = px(a);
      const [x2, y2] = px(b);
      const head = shape.kind === 'arrow' ? arrowHead(a, b, frame, sw * 5) : null;
      body = (
        <>
          <line x1={x1} y1={y1} x2={x2} y2={y2} {...common} />
          {head && <polyline points={`${head[0].join(',')} ${x2},${y2} ${head[1].join(',')}`} {...common} />}
        </>
      );
      break;
    }
    case 'circle': {
      if (!a || !b) break;
      const [cx, cy] = px(a);
      body = <circle cx={cx} cy={cy} r={distancePx(a, b, frame)} {...common} />;
      break;
    }
    case 'angle': {
      if (!a || !b) break;
      const [x1, y1] = px(a);
      const [vx, vy] = px(b);
      if (!c) {
        body = <line x1={x1} y1={y1} x2={vx} y2={vy} {...common} />;
        break;
      }
      const [x3, y3] = px(c);
      degrees = formatDegrees(angleDegrees(a, b, c, frame));
      body = (
        <>
          <polyline points={`${x1},${y1} ${vx},${vy} ${x3},${y3}`} {...common} />
          <circle cx={vx} cy={vy} r={sw * 1.5} fill={shape.color} />
          {label(vx + sw * 4, vy - sw * 4, degrees)}
        </>
      );
      break;
    }
    case 'freehand':
      body = <polyline points={shape.points.map((p) => px(p).join(',')).join(' ')} {...common} />;
      break;
    case 'text': {
      if (!a) break;
      const [x, y] = px(a);
      body = label(x, y, shape.text ?? '');
      break;
    }
  }
  return (
    <g data-testid={draft ? 'annotation-draft' : 'annotation'} data-kind={shape.kind} data-annotation-id={id} data-degrees={degrees}>
      {body}
    </g>
  );
}
