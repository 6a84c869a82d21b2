import { describe, expect, it } from 'vitest';
import { testGame } from '@/features/pickup/games/test-game';
import { gameFormSchema, gameFormValues, toGameInput } from './game-form';

const game = { ...testGame({ cost: 1050 }), titleEs: 'Partido del viernes', locationEs: null };

describe('the pickup game form', () => {
  it('shows a saved cost in dollars and times as HH:MM', () => {
    const values = gameFormValues(game, '2026-03-01');
    expect(values.cost).toBe(10.5);
    expect(values.startTime).toBe('19:00');
    // The Spanish beside the English (decision 066): none is an empty box, and an empty box is none.
    expect([values.titleEs, values.locationEs]).toEqual(['Partido del viernes', '']);
    expect(toGameInput(gameFormSchema.parse(values))).toMatchObject({ titleEs: 'Partido del viernes', locationEs: null });
  });

  it('sends the cost typed in dollars as cents', () => {
    const parsed = gameFormSchema.parse({ ...gameFormValues(game, '2026-03-01'), cost: '12.99' });
    expect(toGameInput(parsed).cost).toBe(1299);
  });

  it('round-trips a saved game without changing its cost', () => {
    expect(toGameInput(gameFormSchema.parse(gameFormValues(game, '2026-03-01'))).cost).toBe(1050);
  });

  it('refuses a negative cost', () => {
    expect(gameFormSchema.safeParse({ ...gameFormValues(null, '2026-03-01'), cost: '-1' }).success).toBe(false);
  });
});
