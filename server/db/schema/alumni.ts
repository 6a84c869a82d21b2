import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  /** The story's text in Spanish (decision 066): null is none, and a Spanish reader sees the English. */
  currentStatusEs: text('current_status_es'),
  achievementsEs: jsonb('achievements_es').$type<string[]>(),
  quoteEs: text('quote_es'),
  careerHighlightsEs: text('career_highlights_es'),
  bioEs: text('bio_es'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
