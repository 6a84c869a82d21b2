import { z } from 'zod';

export const PICKUP_SPORTS = ['basketball', 'soccer', 'flag_football'] as const;
export const PICKUP_FORMAT: Record<(typeof PICKUP_SPORTS)[number], string> = {
  basketball: 'Basketball 5v5',
  soccer: 'Soccer 11v11',
  flag_football: 'Flag Football 7v7',
};

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
