import type { AnnotationInput, AnnotationKind } from '@common/annotations';
import type { DrawSettings } from '../components/draw-toolbar';
import type { Point } from './geometry';

/**
 * What a finished drawing saves: its tool, colour and points, the note's trimmed text (text tool only),
 * the moment it was started at and how long it stays on screen (null: a moment, when no hold is set).
 */
export function drawingInput(tool: AnnotationKind, points: Point[], draw: Pick<DrawSettings, 'color' | 'text' | 'holdSeconds'>, atMs: number): AnnotationInput {
  return {
    kind: tool,
    color: draw.color,
    points: points.map((p) => [p[0], p[1]] as [number, number]),
    text: tool === 'text' ? draw.text.trim() : null,
    atMs,
    durationMs: draw.holdSeconds > 0 ? Math.round(draw.holdSeconds * 1000) : null,
  };
}
