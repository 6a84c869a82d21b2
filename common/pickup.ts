import { z } from 'zod';
import { messageSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { clockTime, id, idParams, isoDate, spanishText, text } from './input.ts';
import { msg } from './messages/index.ts';

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

/** A game as staff edit it: `title` and `location` in English, their Spanish beside them (decision 066). */
export const staffGameSchema = pickupGameSchema.extend({ titleEs: z.string().nullable(), locationEs: z.string().nullable() });
export type StaffGame = z.infer<typeof staffGameSchema>;

/** Part 2, section 9: cost is cents, shown as dollars with 2 decimals, "Free" at 0. */
export const formatGameCost = (cents: number) => (cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)}`);

export const gameIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  gameDetails: pickupGameSchema.pick({ id: true, title: true, sport: true, date: true, startTime: true, endTime: true, location: true, cost: true }),
});

/** A game as staff schedule it (POST /api/staff/games, PUT /api/staff/games/:id). */
export const gameInputSchema = z.object({
  title: text().min(2).max(120),
  sport: z.enum(PICKUP_SPORTS),
  date: isoDate(),
  startTime: clockTime(),
  endTime: clockTime(),
  location: text().min(1).max(120),
  maxPlayers: z.coerce.number().int().min(2).max(100),
  /** Cents. */
  cost: z.coerce.number().int().min(0).max(100_000),
  skillLevel: text().min(1).max(60),
  /** Optional Spanish title and place (decision 066): readers of Spanish see them, else the English. */
  titleEs: spanishText(120),
  locationEs: spanishText(120),
});
export const gameIntentInputSchema = z.object({ gameId: id(msg('pickup.noGame')) });
/** A paid game's succeeded payment; a free game is joined with no body. */
export const joinGameSchema = z.object({ paymentIntentId: text().max(200).optional() }).nullish();
export const savedGameSchema = z.object({ id: z.number().int() });

const tags = ['pickup'];

/** The pickup feature's endpoints (decision 032): listed for all, joined (and paid for) by athletes, scheduled by staff. */
export const pickupApi = {
  /** Upcoming games; `joined` says whether the signed-in user is in (false for visitors). */
  list: endpoint({ method: 'GET', path: '/api/pickup-games', response: z.array(pickupGameSchema), tags }),
  intent: endpoint({
    method: 'POST',
    path: '/api/pickup-games/create-payment-intent',
    body: gameIntentInputSchema,
    response: gameIntentSchema,
    roles: ['ATHLETE'],
    tags,
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/pickup-games/:id/join',
    params: idParams,
    body: joinGameSchema,
    response: messageSchema,
    roles: ['ATHLETE'],
    tags,
  }),
  leave: endpoint({ method: 'DELETE', path: '/api/pickup-games/:id/join', params: idParams, response: messageSchema, roles: ['ATHLETE'], tags }),
  create: endpoint({ method: 'POST', path: '/api/staff/games', body: gameInputSchema, response: savedGameSchema, status: 201, access: 'staff', tags }),
  update: endpoint({ method: 'PUT', path: '/api/staff/games/:id', params: idParams, body: gameInputSchema, response: savedGameSchema, access: 'staff', tags }),
  /** Upcoming games with their English and Spanish text, to edit. */
  staffList: endpoint({ method: 'GET', path: '/api/staff/games', response: z.array(staffGameSchema), access: 'staff', tags }),
  remove: endpoint({ method: 'DELETE', path: '/api/staff/games/:id', params: idParams, response: messageSchema, access: 'staff', tags }),
};

/** The skill levels staff pick for a game, as stored (English); each has its name in both languages on the web. */
export const SKILL_LEVELS = ['All levels', 'Beginner', 'Intermediate', 'Advanced'] as const;
