export type Direction = 'up' | 'down';

/**
 * Where someone waiting at `position` (1 = first) of `waiting` people can be moved: one place up or
 * down, null at either end of the line.
 */
export function moveTargets(position: number, waiting: number): Record<Direction, number | null> {
  return { up: position > 1 ? position - 1 : null, down: position < waiting ? position + 1 : null };
}

/** After a move to `to`, the arrow that keeps the keyboard on that person: the same one, or the other once they reach an end. */
export function arrowAfterMove(dir: Direction, to: number, waiting: number): Direction {
  if (dir === 'up') return to <= 1 && waiting > 1 ? 'down' : 'up';
  return to >= waiting && waiting > 1 ? 'up' : 'down';
}
