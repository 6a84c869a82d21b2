import type { PickupGame } from '@common/pickup';
import type { Role } from '@common/auth';
import { signInPath } from '@/lib/sign-in';
import { gameCheckoutPath } from '../checkout/lib/game-id';

export const isFull = (g: Pick<PickupGame, 'currentPlayers' | 'maxPlayers'>) => g.currentPlayers >= g.maxPlayers;

/** What a pickup game's action area offers to this visitor, wherever the game is listed. */
export type GameAction =
  /** A guest signs in first, then lands on this game's checkout (issue 29). */
  | { kind: 'login'; href: string }
  | { kind: 'read-only' }
  | { kind: 'joined' }
  | { kind: 'full' }
  | { kind: 'join-free' }
  | { kind: 'checkout'; href: string }
  | { kind: 'upgrade'; href: string };

/**
 * Joined first (a joined athlete can leave a full game), then Full for everyone, then by role, plan
 * and cost: an athlete whose plan has no pickup games (hasAccess false) is offered the upgrade, not
 * a join that the server would refuse.
 */
export function gameAction(g: PickupGame, role: Role | null, hasAccess?: boolean): GameAction {
  if (role === 'ATHLETE' && g.joined) return { kind: 'joined' };
  if (isFull(g)) return { kind: 'full' };
  // The checkout joins a free game too (without a payment), so a guest's way back is the same for both.
  if (role === null) return { kind: 'login', href: signInPath(gameCheckoutPath(g.id)) };
  if (role !== 'ATHLETE') return { kind: 'read-only' };
  if (hasAccess === false) return { kind: 'upgrade', href: '/subscription' };
  return g.cost === 0 ? { kind: 'join-free' } : { kind: 'checkout', href: gameCheckoutPath(g.id) };
}

export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The leave dialog's line about money, by the server's rule: leaving 24 hours or more before the
 * start refunds a paid game. A key of the pickup namespace's leaveDialog, with the price in dollars.
 */
export function leaveRefund(g: Pick<PickupGame, 'cost' | 'startsAt'>, now: Date): { key: 'free' | 'refunded' | 'kept'; dollars: number } {
  const dollars = g.cost / 100;
  if (g.cost === 0) return { key: 'free', dollars };
  return { key: new Date(g.startsAt).getTime() - now.getTime() >= REFUND_WINDOW_MS ? 'refunded' : 'kept', dollars };
}
