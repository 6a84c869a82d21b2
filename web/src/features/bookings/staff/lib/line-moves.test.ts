import { describe, expect, it } from 'vitest';
import { arrowAfterMove, moveTargets } from './line-moves';

describe('moveTargets', () => {
  it('moves one place either way in the middle of the line', () => {
    expect(moveTargets(2, 3)).toEqual({ up: 1, down: 3 });
  });

  it('cannot move the first up or the last down', () => {
    expect(moveTargets(1, 3)).toEqual({ up: null, down: 2 });
    expect(moveTargets(3, 3)).toEqual({ up: 2, down: null });
  });

  it('cannot move someone alone in line', () => {
    expect(moveTargets(1, 1)).toEqual({ up: null, down: null });
  });
});

describe('arrowAfterMove', () => {
  it('stays on the same arrow while it can still be pressed', () => {
    expect(arrowAfterMove('up', 2, 4)).toBe('up');
    expect(arrowAfterMove('down', 3, 4)).toBe('down');
  });

  it('goes to the other arrow at either end', () => {
    expect(arrowAfterMove('up', 1, 4)).toBe('down');
    expect(arrowAfterMove('down', 4, 4)).toBe('up');
  });
});
