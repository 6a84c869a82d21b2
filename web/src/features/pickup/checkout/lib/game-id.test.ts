import { describe, expect, it } from 'vitest';
import { gameIdFrom, successPath } from './game-id';

describe('gameIdFrom', () => {
  it('reads a positive whole gameId', () => {
    expect(gameIdFrom('?gameId=12')).toBe(12);
    expect(gameIdFrom('gameId=3&x=1')).toBe(3);
  });

  it('is null when the game is missing or not a game id', () => {
    for (const search of ['', '?gameId=', '?gameId=0', '?gameId=-4', '?gameId=1.5', '?gameId=abc', '?game=2', '?gameId=99999999999999999999']) {
      expect(gameIdFrom(search)).toBeNull();
    }
  });
});

describe('successPath', () => {
  it('is the part 2 return address', () => {
    expect(successPath(7)).toBe('/pickup-game-success?gameId=7');
  });
});
