import { z } from 'zod';

export const PICKUP_SPORTS = ['basketball', 'soccer', 'flag_football'] as const;
export const PICKUP_FORMAT: Record<(typeof PICKUP_SPORTS)[number], string> = {
  basketball: 'Basketball 5v5',
  soccer: 'Soccer 11v11',
  flag_football: 'Flag Football 7v7',
};

/** What the API answers when a member cannot join or leave a pickup game (server/features/pickup/join.ts). */
export const PICKUP_MESSAGES = {
  full: 'This game is full.',
  joined: 'You have already joined this game.',
  started: 'This game has already started.',
  payFirst: 'Please pay for this game first.',
  filledDuringPayment: 'This game filled up before your payment completed. Your payment has been refunded.',
  goneDuringPayment: 'This game was removed or started before your payment completed. Your payment has been refunded.',
  refunded: 'You left this game, so that payment no longer holds a place. Please pay again to rejoin.',
  free: 'This game is free: join it directly.',
  notJoined: 'You have not joined this game.',
} as const;

export const pickupGameSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sport: z.enum(PICKUP_SPORTS),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  location: z.string(),
  currentPlayers: z.number().int(),
  maxPlayers: z.number().int(),
  /** Cents. */
  cost: z.number().int(),
  skillLevel: z.string(),
  /** Whether the signed-in user has joined (false for guests). */
  joined: z.boolean(),
});
export type PickupGame = z.infer<typeof pickupGameSchema>;

/** Part 2, section 9: cost is cents, shown as dollars with 2 decimals, "Free" at 0. */
export const formatGameCost = (cents: number) => (cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`);

export const gameIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  gameDetails: z.object({
    id: z.number().int(),
    title: z.string(),
    sport: z.enum(PICKUP_SPORTS),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    location: z.string(),
    cost: z.number().int(),
  }),
});
