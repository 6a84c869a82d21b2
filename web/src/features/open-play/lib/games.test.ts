import { describe, expect, it } from 'vitest';
import type { PickupGame } from '@common/pickup';
import { fillPercent, filterGames, GAME_FILTERS, gameAction, groupGamesByDate, isFull, leaveRefundLine } from './games';

const game = (over: Partial<PickupGame> = {}): PickupGame => ({
  id: 1,
  title: 'Friday Night Runs 5v5',
  sport: 'basketball',
  date: '2026-03-06',
  startTime: '19:00:00',
  endTime: '21:00:00',
  startsAt: '2026-03-07T00:00:00.000Z',
  location: 'Court 1',
  currentPlayers: 3,
  maxPlayers: 10,
  cost: 1000,
  skillLevel: 'Intermediate',
  joined: false,
  ...over,
});

describe('groupGamesByDate', () => {
  it('puts games under their date, days and games in start order', () => {
    const late = game({ id: 1, date: '2026-03-06', startsAt: '2026-03-07T00:00:00.000Z' });
    const early = game({ id: 2, date: '2026-03-06', startsAt: '2026-03-06T14:00:00.000Z' });
    const next = game({ id: 3, date: '2026-03-07', startsAt: '2026-03-07T14:00:00.000Z' });
    expect(groupGamesByDate([next, late, early])).toEqual([
      { date: '2026-03-06', games: [early, late] },
      { date: '2026-03-07', games: [next] },
    ]);
  });

  it('gives no days for no games', () => {
    expect(groupGamesByDate([])).toEqual([]);
  });
});

describe('fillPercent and isFull', () => {
  it('rounds the share of places taken and caps it at 100', () => {
    expect(fillPercent({ currentPlayers: 3, maxPlayers: 10 })).toBe(30);
    expect(fillPercent({ currentPlayers: 1, maxPlayers: 3 })).toBe(33);
    expect(fillPercent({ currentPlayers: 12, maxPlayers: 10 })).toBe(100);
  });

  it('calls a game full when every place is taken', () => {
    expect(isFull({ currentPlayers: 10, maxPlayers: 10 })).toBe(true);
    expect(isFull({ currentPlayers: 9, maxPlayers: 10 })).toBe(false);
  });
});

describe('gameAction', () => {
  it('asks guests to log in and shows parents and coaches the game read-only', () => {
    expect(gameAction(game(), null)).toEqual({ kind: 'login' });
    expect(gameAction(game(), 'PARENT')).toEqual({ kind: 'read-only' });
    expect(gameAction(game(), 'COACH')).toEqual({ kind: 'read-only' });
  });

  it('lets an athlete join a free game at once and sends a paid game to checkout', () => {
    expect(gameAction(game({ cost: 0 }), 'ATHLETE')).toEqual({ kind: 'join-free' });
    expect(gameAction(game({ id: 7 }), 'ATHLETE')).toEqual({ kind: 'checkout', href: '/pickup-game-checkout?gameId=7' });
  });

  it('says Joined before Full, so a joined athlete can still leave a full game', () => {
    expect(gameAction(game({ joined: true, currentPlayers: 10 }), 'ATHLETE')).toEqual({ kind: 'joined' });
    expect(gameAction(game({ currentPlayers: 10 }), 'ATHLETE')).toEqual({ kind: 'full' });
  });
});

describe('leaveRefundLine', () => {
  const startsAt = '2026-03-07T00:00:00.000Z';
  it('refunds a paid game left 24 hours or more before the start', () => {
    expect(leaveRefundLine({ cost: 1000, startsAt }, new Date('2026-03-06T00:00:00.000Z'))).toBe(
      'The game is 24 hours or more away, so your $10.00 is refunded to your card.',
    );
  });

  it('keeps the payment when leaving later', () => {
    expect(leaveRefundLine({ cost: 500, startsAt }, new Date('2026-03-06T00:00:01.000Z'))).toBe('The game starts in less than 24 hours, so your $5.00 is not refunded.');
  });

  it('has nothing to refund for a free game', () => {
    expect(leaveRefundLine({ cost: 0, startsAt }, new Date('2026-03-01T00:00:00.000Z'))).toBe('This game is free, so there is nothing to refund.');
  });
});

describe('filterGames', () => {
  it('offers all games and one tab per sport format', () => {
    expect(GAME_FILTERS.map((f) => f.label)).toEqual(['All games', 'Basketball 5v5', 'Soccer 11v11', 'Flag Football 7v7']);
  });

  it('keeps only the chosen sport', () => {
    const hoops = game({ id: 1 });
    const pitch = game({ id: 2, sport: 'soccer' });
    expect(filterGames([hoops, pitch], 'soccer')).toEqual([pitch]);
    expect(filterGames([hoops, pitch], 'all')).toEqual([hoops, pitch]);
  });
});
