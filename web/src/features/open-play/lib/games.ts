import { PICKUP_FORMAT, PICKUP_SPORTS, type PickupGame } from '@common/pickup';

export const GAME_FILTERS = [{ value: 'all', label: 'All games' }, ...PICKUP_SPORTS.map((s) => ({ value: s, label: PICKUP_FORMAT[s] }))] as const;
export type GameFilter = 'all' | PickupGame['sport'];

export const filterGames = (games: PickupGame[], filter: GameFilter) => (filter === 'all' ? games : games.filter((g) => g.sport === filter));

export interface GameDay {
  date: string;
  games: PickupGame[];
}

/** Games by facility date, days and games in start order. */
export function groupGamesByDate(games: PickupGame[]): GameDay[] {
  const days = new Map<string, PickupGame[]>();
  for (const g of [...games].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id - b.id)) {
    days.set(g.date, [...(days.get(g.date) ?? []), g]);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, games: list }));
}

/** How full a game is, 0 to 100, for the bar. */
export const fillPercent = (g: Pick<PickupGame, 'currentPlayers' | 'maxPlayers'>) =>
  g.maxPlayers <= 0 ? 100 : Math.min(100, Math.round((g.currentPlayers / g.maxPlayers) * 100));
