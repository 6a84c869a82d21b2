import { useRef, useState, type PointerEvent } from 'react';
import type { AnnotationKind } from '@common/annotations';
import { addStrokePoint, toFramePoint, type Point } from '../lib/geometry';
import { AnnotationShape } from './annotation-shape';
import type { StageSize } from './clip-stage';

interface DrawingSurfaceProps {
  tool: AnnotationKind;
  color: string;
  text: string;
  size: StageSize;
  onStart: () => void;
  onDone: (points: Point[]) => void;
}

/**
 * Captures the pointer over the video and shows the drawing as it is made (an angle shows its
 * degrees from its second ray on). Drag for line, arrow, circle and freehand; three clicks for an
 * angle; one click places a note.
 */
export function DrawingSurface({ tool, color, text, size, onStart, onDone }: DrawingSurfaceProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [points, setPoints] = useState<Point[]>([]);
  const [hover, setHover] = useState<Point | null>(null);
  const dragging = useRef(false);
  const at = (e: PointerEvent) => toFramePoint(e.clientX, e.clientY, ref.current!.getBoundingClientRect(), size);
  const finish = (pts: Point[]) => {
    setPoints([]);
    setHover(null);
    dragging.current = false;
    onDone(pts);
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const p = at(e);
    if (points.length === 0) onStart();
    if (tool === 'text') {
      if (text.trim()) finish([p]);
      return;
    }
    if (tool === 'angle') {
      const next = [...points, p];
      if (next.length === 3) finish(next);
      else setPoints(next);
      return;
    }
    e.currentTarget.setPointerCapture(e.pointerId);
    dragging.current = true;
    setPoints([p]);
    setHover(p);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const p = at(e);
    if (tool === 'freehand' && dragging.current) setPoints((pts) => addStrokePoint(pts, p));
    else setHover(p);
  };
  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const p = at(e);
    if (tool === 'freehand') {
      const stroke = addStrokePoint(points, p);
      if (stroke.length >= 2) finish(stroke);
      else setPoints([]);
    } else if (points[0] && Math.hypot(p[0] - points[0][0], p[1] - points[0][1]) > 0.005) finish([points[0], p]);
    else setPoints([]);
    dragging.current = false;
  };

  const draft: Point[] = tool === 'freehand' ? points : points.length && hover ? [...points, hover] : points;
  return (
    <div
      ref={ref}
      data-testid="drawing-surface"
      className="absolute inset-0 cursor-crosshair touch-none"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerLeave={() => setHover(null)}
    >
      <svg className="pointer-events-none h-full w-full" viewBox={`0 0 ${size.width} ${size.height}`} preserveAspectRatio="xMidYMid meet" aria-hidden="true">
        {draft.length > 0 && <AnnotationShape draft shape={{ kind: tool, color, points: draft, text }} width={size.width} height={size.height} />}
      </svg>
    </div>
  );
}
