import { PICKUP_SPORTS, type PickupGame } from '@common/pickup';
import type { TFunction } from '@/lib/i18n/i18next';

export type GameFilter = 'all' | PickupGame['sport'];
export const GAME_FILTERS: readonly GameFilter[] = ['all', ...PICKUP_SPORTS];

/** The filter tabs: all games, then one per sport format ("Basketball 5v5"). */
export const gameFilterTabs = (t: TFunction<'openPlay'>) =>
  GAME_FILTERS.map((value) => ({ value, label: value === 'all' ? t('filters.all') : t(`formats.${value}`) }));

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
