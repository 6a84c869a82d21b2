import { formatGameCost, PICKUP_FORMAT, PICKUP_SPORTS, type PickupGame } from '@common/pickup';
import type { Role } from '@common/auth';

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

export const isFull = (g: Pick<PickupGame, 'currentPlayers' | 'maxPlayers'>) => g.currentPlayers >= g.maxPlayers;

/** What the game's action area offers to this visitor. */
export type GameAction =
  | { kind: 'login' }
  | { kind: 'read-only' }
  | { kind: 'joined' }
  | { kind: 'full' }
  | { kind: 'join-free' }
  | { kind: 'checkout'; href: string };

export function gameAction(g: PickupGame, role: Role | null): GameAction {
  if (role === null) return { kind: 'login' };
  if (role !== 'ATHLETE') return { kind: 'read-only' };
  if (g.joined) return { kind: 'joined' };
  if (isFull(g)) return { kind: 'full' };
  return g.cost === 0 ? { kind: 'join-free' } : { kind: 'checkout', href: `/pickup-game-checkout?gameId=${g.id}` };
}

export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The leave dialog's line about money, by the server's rule: leaving 24 hours or more before the start refunds a paid game. */
export function leaveRefundLine(g: Pick<PickupGame, 'cost' | 'startsAt'>, now: Date): string {
  if (g.cost === 0) return 'This game is free, so there is nothing to refund.';
  const price = formatGameCost(g.cost);
  return new Date(g.startsAt).getTime() - now.getTime() >= REFUND_WINDOW_MS
    ? `The game is 24 hours or more away, so your ${price} is refunded to your card.`
    : `The game starts in less than 24 hours, so your ${price} is not refunded.`;
}
