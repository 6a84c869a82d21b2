import { date, integer, jsonb, pgTable, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { programs } from './programs.ts';
import { users } from './users.ts';

/** A weekly recurring series of sessions (expanded into training_sessions rows). */
export const sessionSeries = pgTable('session_series', {
  id: serial('id').primaryKey(),
  programId: integer('program_id')
    .notNull()
    .references(() => programs.id),
  weekdays: jsonb('weekdays').$type<number[]>().notNull(),
  time: time('time').notNull(),
  startDate: date('start_date').notNull(),
  untilDate: date('until_date').notNull(),
  capacity: integer('capacity').notNull(),
  location: text('location').notNull(),
  coachId: integer('coach_id').references(() => users.id),
  sessionTitle: text('session_title'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
