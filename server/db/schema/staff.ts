import { index, integer, jsonb, pgTable, serial, text, time, timestamp, date } from 'drizzle-orm/pg-core';
import { programs } from './catalog.ts';
import { users } from './users.ts';

/** Who changed what, when: every staff change writes one row. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** A weekly recurring series of sessions (expanded into training_sessions rows). */
export const sessionSeries = pgTable('session_series', {
  id: serial('id').primaryKey(),
  programId: integer('program_id').notNull().references(() => programs.id),
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
