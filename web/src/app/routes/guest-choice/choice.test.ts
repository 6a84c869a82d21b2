import { describe, expect, it } from 'vitest';
import { choiceOf } from './choice';

describe('choiceOf (issue 29)', () => {
  it('reads a session from both checkouts, in either spelling of the parameters', () => {
    expect(choiceOf('/enhanced-checkout?programId=2&sessionId=14')).toEqual({ kind: 'session', sessionId: 14 });
    expect(choiceOf('/checkout?program=2&session=14&price=50&name=X')).toEqual({ kind: 'session', sessionId: 14 });
  });

  it("reads a program when the catalogue's Book Now named no session", () => {
    expect(choiceOf('/enhanced-checkout?program=3&price=45&name=Soccer%20Elite')).toEqual({ kind: 'program', programId: 3 });
  });

  it('reads a paid plan, a pickup game, a session pack and a session to wait for', () => {
    expect(choiceOf('/subscription?plan=PLUS')).toEqual({ kind: 'plan', plan: 'PLUS' });
    expect(choiceOf('/pickup-game-checkout?gameId=5')).toEqual({ kind: 'game', gameId: 5 });
    expect(choiceOf('/packs/4/checkout')).toEqual({ kind: 'pack', packId: 4 });
    expect(choiceOf('/schedule?from=2026-12-07&waitlist=9')).toEqual({ kind: 'waitlist', sessionId: 9 });
  });

  it('is nothing for other pages and for ids that are not ids', () => {
    for (const next of [
      null,
      '/achievements',
      '/invite/abc',
      '/schedule?from=2026-12-07',
      '/enhanced-checkout',
      '/enhanced-checkout?sessionId=abc',
      '/subscription',
      '/subscription?plan=FREE',
      '/subscription?plan=GOLD',
      '/pickup-game-checkout?gameId=-1',
      '/packs/x/checkout',
      '/packs/4',
    ]) {
      expect(choiceOf(next), String(next)).toBeNull();
    }
  });
});
