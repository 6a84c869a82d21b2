/** The gameId query parameter as a positive whole number, or null when it is missing or not one. */
export function gameIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('gameId')?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const gameCheckoutPath = (gameId: number) => `/pickup-game-checkout?gameId=${gameId}`;

export const successPath = (gameId: number) => `/pickup-game-success?gameId=${gameId}`;
