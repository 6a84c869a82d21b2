import type { PickupGame } from '@common/pickup';

export type SuccessState = 'loading' | 'no-game' | 'not-joined' | 'joined';

/** What /pickup-game-success can truthfully say: "You're in!" only for a game this athlete has joined. */
export function successState(gameId: number | null, games: ReadonlyArray<Pick<PickupGame, 'id' | 'joined'>> | undefined): SuccessState {
  if (gameId === null) return 'no-game';
  if (!games) return 'loading';
  const game = games.find((g) => g.id === gameId);
  if (!game) return 'no-game';
  return game.joined ? 'joined' : 'not-joined';
}
