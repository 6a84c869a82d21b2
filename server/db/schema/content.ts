import { boolean, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const contentPosts = pgTable(
  'content_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    coachId: integer('coach_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_posts_created_idx').on(t.createdAt)],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => contentPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const alumni = pgTable('alumni', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  fullName: text('full_name').notNull(),
  currentStatus: text('current_status'),
  currentTeam: text('current_team'),
  octaneYears: text('octane_years'),
  primarySport: text('primary_sport'),
  position: text('position'),
  graduationYear: integer('graduation_year'),
  achievements: jsonb('achievements').$type<string[]>().notNull().default([]),
  quote: text('quote'),
  careerHighlights: text('career_highlights'),
  bio: text('bio'),
  youngImageUrl: text('young_image_url'),
  proImageUrl: text('pro_image_url'),
  socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  accomplishments: jsonb('accomplishments').$type<Record<string, string>>().notNull().default({}),
  featured: boolean('featured').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pickupSportEnum = pgEnum('pickup_sport', ['basketball', 'soccer', 'flag_football']);

export const pickupGames = pgTable('pickup_games', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
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
