import { boolean, date, index, integer, pgEnum, pgTable, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const programTypeEnum = pgEnum('program_type', ['BASKETBALL', 'SOCCER', 'FOOTBALL', 'SPEED_AGILITY', 'VOLLEYBALL', 'PRIVATE']);

export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: programTypeEnum('type').notNull(),
  description: text('description').notNull(),
  /** Spanish versions of staff-entered text (decision 066); null: the English shows. */
  nameEs: text('name_es'),
  descriptionEs: text('description_es'),
  /** Price of one session in integer cents. */
  priceCents: integer('price_cents').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  imageUrl: text('image_url'),
  displayOrder: integer('display_order').notNull().default(0),
  archived: boolean('archived').notNull().default(false),
  /** Age group (issue 29): an athlete younger than minAge or older than maxAge is refused at booking unless staff override; null is open. */
  minAge: integer('min_age'),
  maxAge: integer('max_age'),
  /** Booking window (issue 32, decision 056): days before a session's date that booking opens for everyone; null is always open. */
  bookingOpensDays: integer('booking_opens_days'),
  /** How many days earlier than that members whose plan includes priority booking may book. */
  priorityDays: integer('priority_days').notNull().default(3),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessionStatusEnum = pgEnum('session_status', ['ACTIVE', 'CANCELLED']);

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    sessionTitle: text('session_title'),
    /** Spanish title and location (decision 066); null: the English shows. */
    sessionTitleEs: text('session_title_es'),
    locationEs: text('location_es'),
    /** Local date and time in the facility's time zone. */
    date: date('date').notNull(),
    time: time('time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    totalSpots: integer('total_spots').notNull(),
    availableSpots: integer('available_spots').notNull(),
    location: text('location').notNull(),
    coachId: integer('coach_id').references(() => users.id),
    /** The weekly series this session belongs to, if any (staff workspace). */
    seriesId: integer('series_id'),
    /** Age group of this session (issue 29), e.g. "Ages 5-7" inside a program for all ages; null takes the program's. */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    status: sessionStatusEnum('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_sessions_starts_idx').on(t.startsAt), index('training_sessions_program_idx').on(t.programId)],
);
