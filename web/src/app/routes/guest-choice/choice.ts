import type { Tier } from '@common/auth';
import { parseCheckoutParams } from '@/features/bookings/checkout/lib/checkout-params';
import { packIdFrom } from '@/features/packs/lib/pack-id';
import { gameIdFrom } from '@/features/pickup/checkout/lib/game-id';
import { waitlistFrom } from '@/features/schedule/waitlist-param';
import { planFrom } from '@/features/subscriptions/lib/plan-param';

/**
 * What a guest chose before being asked to sign in (issue 29), read from the `next` they will be
 * sent back to: the sign-in and sign-up pages say it in a sentence, the steps after sign-up offer a
 * way back to it. Only the ids come from the address; names, days and prices are read from the
 * server, so a tampered link can make the page say nothing it does not hold.
 */
export type GuestChoice =
  | { kind: 'session'; sessionId: number }
  | { kind: 'program'; programId: number }
  | { kind: 'plan'; plan: Tier }
  | { kind: 'game'; gameId: number }
  | { kind: 'pack'; packId: number }
  | { kind: 'waitlist'; sessionId: number };

const PACK_CHECKOUT = /^\/packs\/([^/]+)\/checkout$/;

/** The choice a same-site path (already checked by safeNext) stands for, or null for any other page. */
export function choiceOf(next: string | null): GuestChoice | null {
  if (!next) return null;
  const [pathname = '', search = ''] = next.split('#')[0]!.split('?');
  if (pathname === '/enhanced-checkout' || pathname === '/checkout') {
    const { sessionId, programId } = parseCheckoutParams(search);
    if (sessionId !== null) return { kind: 'session', sessionId };
    return programId !== null ? { kind: 'program', programId } : null;
  }
  if (pathname === '/subscription') {
    const plan = planFrom(search);
    return plan && plan !== 'FREE' ? { kind: 'plan', plan } : null;
  }
  if (pathname === '/pickup-game-checkout') {
    const gameId = gameIdFrom(search);
    return gameId !== null ? { kind: 'game', gameId } : null;
  }
  if (pathname === '/schedule') {
    const sessionId = waitlistFrom(search);
    return sessionId !== null ? { kind: 'waitlist', sessionId } : null;
  }
  const pack = PACK_CHECKOUT.exec(pathname);
  const packId = pack ? packIdFrom(pack[1]) : null;
  return packId !== null ? { kind: 'pack', packId } : null;
}
