import { describe, expect, it } from 'vitest';
import { fillPercent, filterGames, gameFilterTabs, groupGamesByDate } from './games';
import { testGame as game } from '@/features/pickup/games/test-game';
import { englishT } from '@/lib/i18n/test-translate';
import openPlay from '@/locales/en/openPlay.json';

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

describe('fillPercent', () => {
  it('rounds the share of places taken and caps it at 100', () => {
    expect(fillPercent({ currentPlayers: 3, maxPlayers: 10 })).toBe(30);
    expect(fillPercent({ currentPlayers: 1, maxPlayers: 3 })).toBe(33);
    expect(fillPercent({ currentPlayers: 12, maxPlayers: 10 })).toBe(100);
  });
});

describe('filterGames', () => {
  it('offers all games and one tab per sport format', () => {
    expect(gameFilterTabs(englishT<'openPlay'>(openPlay)).map((f) => f.label)).toEqual(['All games', 'Basketball 5v5', 'Soccer 11v11', 'Flag Football 7v7']);
  });

  it('keeps only the chosen sport', () => {
    const hoops = game({ id: 1 });
    const pitch = game({ id: 2, sport: 'soccer' });
    expect(filterGames([hoops, pitch], 'soccer')).toEqual([pitch]);
    expect(filterGames([hoops, pitch], 'all')).toEqual([hoops, pitch]);
  });
});
