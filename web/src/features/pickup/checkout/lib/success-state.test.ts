import { describe, expect, it } from 'vitest';
import { successState } from './success-state';

describe('the pickup success page', () => {
  const games = [
    { id: 1, joined: true },
    { id: 2, joined: false },
  ];
  it('says "You\'re in!" only for a joined game', () => {
    expect(successState(1, games)).toBe('joined');
    expect(successState(2, games)).toBe('not-joined');
  });
  it('has no game to confirm without a gameId or for a game that is not listed', () => {
    expect(successState(null, games)).toBe('no-game');
    expect(successState(null, undefined)).toBe('no-game');
    expect(successState(99, games)).toBe('no-game');
  });
  it('waits for the list', () => {
    expect(successState(1, undefined)).toBe('loading');
  });
});
