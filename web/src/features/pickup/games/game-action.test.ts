import { describe, expect, it } from 'vitest';
import { englishT } from '@/lib/i18n/test-translate';
import pickup from '@/locales/en/pickup.json';
import { gameAction, isFull, leaveRefund } from './game-action';
import { joinList } from './pickup-plan-notice';
import { testGame as game } from './test-game';

describe('isFull', () => {
  it('calls a game full when every place is taken', () => {
    expect(isFull({ currentPlayers: 10, maxPlayers: 10 })).toBe(true);
    expect(isFull({ currentPlayers: 9, maxPlayers: 10 })).toBe(false);
  });
});

describe('gameAction', () => {
  it("asks guests to sign in, then back to the game's checkout (issue 29), and shows parents and coaches the game read-only", () => {
    expect(gameAction(game({ id: 7 }), null)).toEqual({ kind: 'login', href: '/login?next=%2Fpickup-game-checkout%3FgameId%3D7' });
    expect(gameAction(game({ id: 8, cost: 0 }), null)).toEqual({ kind: 'login', href: '/login?next=%2Fpickup-game-checkout%3FgameId%3D8' });
    expect(gameAction(game(), 'PARENT')).toEqual({ kind: 'read-only' });
    expect(gameAction(game(), 'COACH')).toEqual({ kind: 'read-only' });
  });

  it('lets an athlete join a free game at once and sends a paid game to checkout', () => {
    expect(gameAction(game({ cost: 0 }), 'ATHLETE')).toEqual({ kind: 'join-free' });
    expect(gameAction(game({ id: 7 }), 'ATHLETE')).toEqual({ kind: 'checkout', href: '/pickup-game-checkout?gameId=7' });
  });

  it('offers the upgrade instead of a join to an athlete whose plan has no pickup games', () => {
    expect(gameAction(game({ cost: 0 }), 'ATHLETE', false)).toEqual({ kind: 'upgrade', href: '/subscription' });
    expect(gameAction(game({ id: 7 }), 'ATHLETE', false)).toEqual({ kind: 'upgrade', href: '/subscription' });
    expect(gameAction(game({ cost: 0 }), 'ATHLETE', true)).toEqual({ kind: 'join-free' });
    expect(gameAction(game({ joined: true }), 'ATHLETE', false)).toEqual({ kind: 'joined' });
  });

  it('says Joined before Full, so a joined athlete can still leave a full game', () => {
    expect(gameAction(game({ joined: true, currentPlayers: 10 }), 'ATHLETE')).toEqual({ kind: 'joined' });
    expect(gameAction(game({ currentPlayers: 10 }), 'ATHLETE')).toEqual({ kind: 'full' });
  });

  it('shows a full game as Full to guests and parents too, rather than a way to join it', () => {
    expect(gameAction(game({ currentPlayers: 10 }), null)).toEqual({ kind: 'full' });
    expect(gameAction(game({ currentPlayers: 10 }), 'PARENT')).toEqual({ kind: 'full' });
    expect(gameAction(game({ joined: true }), 'PARENT')).toEqual({ kind: 'read-only' });
  });
});

describe('leaveRefund', () => {
  const startsAt = '2026-03-07T00:00:00.000Z';
  const t = englishT<'pickup'>(pickup);
  const line = (cost: number, now: string) => {
    const r = leaveRefund({ cost, startsAt }, new Date(now));
    return t(`leaveDialog.${r.key}`, { price: `$${r.dollars.toFixed(2)}` });
  };
  it('refunds a paid game left 24 hours or more before the start', () => {
    expect(line(1000, '2026-03-06T00:00:00.000Z')).toBe('The game is 24 hours or more away, so your $10.00 is refunded to your card.');
  });

  it('keeps the payment when leaving later', () => {
    expect(line(500, '2026-03-06T00:00:01.000Z')).toBe('The game starts in less than 24 hours, so your $5.00 is not refunded.');
  });

  it('has nothing to refund for a free game', () => {
    expect(line(0, '2026-03-01T00:00:00.000Z')).toBe('This game is free, so there is nothing to refund.');
  });
});

describe('joinList', () => {
  it('writes the plans as the product does in English, and as Spanish does', () => {
    expect(joinList(['Plus', 'Pro', 'Team'], 'en')).toBe('Plus, Pro and Team');
    expect(joinList(['Plus', 'Pro'], 'en')).toBe('Plus and Pro');
    expect(joinList(['Team'], 'en')).toBe('Team');
    expect(joinList(['Plus', 'Pro', 'Team'], 'es')).toBe('Plus, Pro y Team');
  });
});
