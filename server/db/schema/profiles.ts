import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** An athlete's public profile (one per user), shown at /profile/{slug} when public. */
export const athleteProfiles = pgTable(
  'athlete_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    displayName: text('display_name').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    bio: text('bio'),
    primarySport: text('primary_sport'),
    position: text('position'),
    teamName: text('team_name'),
    graduationYear: integer('graduation_year'),
    height: text('height'),
    weight: text('weight'),
    location: text('location'),
    gender: text('gender'),
    achievements: jsonb('achievements').$type<string[]>().notNull().default([]),
    profileImageUrl: text('profile_image_url'),
    bannerImageUrl: text('banner_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the directory's search looks in (name, bio, location), lower case, one line each. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(display_name || chr(10) || coalesce(bio, '') || chr(10) || coalesce(location, ''))`),
  },
  (t) => [
    uniqueIndex('athlete_profiles_slug_idx').on(sql`lower(${t.slug})`),
    index('athlete_profiles_public_idx').on(t.isPublic, t.displayName),
    index('athlete_profiles_sport_idx').on(sql`lower(${t.primarySport})`),
    // Trigram index (pg_trgm): a substring search finds its rows without reading the table.
    index('athlete_profiles_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
