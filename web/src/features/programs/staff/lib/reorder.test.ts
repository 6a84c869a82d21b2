import { describe, expect, it } from 'vitest';
import { moveId } from './reorder';

describe('moveId', () => {
  it('moves a program up or down one place', () => {
    expect(moveId([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
  });

  it('leaves the order alone at either end', () => {
    expect(moveId([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it('leaves the order alone for an unknown id', () => {
    expect(moveId([1, 2], 9, 1)).toEqual([1, 2]);
  });
});
