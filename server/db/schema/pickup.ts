import { date, integer, pgEnum, pgTable, primaryKey, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { users } from './users.ts';

export const pickupSportEnum = pgEnum('pickup_sport', ['basketball', 'soccer', 'flag_football']);

export const pickupGames = pgTable('pickup_games', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** Spanish title and location (decision 066); null: the English shows. */
  titleEs: text('title_es'),
  locationEs: text('location_es'),
  sport: pickupSportEnum('sport').notNull(),
  date: date('date').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  location: text('location').notNull(),
  currentPlayers: integer('current_players').notNull().default(0),
  maxPlayers: integer('max_players').notNull(),
  /** Cost in integer cents. */
  cost: integer('cost').notNull().default(0),
  skillLevel: text('skill_level').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pickupPlayers = pgTable(
  'pickup_players',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => pickupGames.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] })],
);
