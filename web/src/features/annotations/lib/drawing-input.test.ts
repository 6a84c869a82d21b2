import { describe, expect, it } from 'vitest';
import { drawingInput } from './drawing-input';

describe('drawingInput', () => {
  it('saves the points, colour, start and how long the drawing stays', () => {
    expect(
      drawingInput(
        'line',
        [
          [0.1, 0.2],
          [0.3, 0.4],
        ],
        { color: '#ef4444', text: 'ignored', holdSeconds: 2.5 },
        1200,
      ),
    ).toEqual({
      kind: 'line',
      color: '#ef4444',
      points: [
        [0.1, 0.2],
        [0.3, 0.4],
      ],
      text: null,
      atMs: 1200,
      durationMs: 2500,
    });
  });

  it("keeps a note's trimmed text, and no hold means a moment", () => {
    const input = drawingInput('text', [[0.5, 0.5]], { color: '#facc15', text: '  Knees!  ', holdSeconds: 0 }, 0);
    expect(input.text).toBe('Knees!');
    expect(input.durationMs).toBeNull();
  });
});
