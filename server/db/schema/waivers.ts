import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/*
 * The liability waiver (issue 29): staff edit its text in English and Spanish; every save is a new
 * version (numbered 1, 2, 3...). An athlete may book only once the latest version is signed for them:
 * by a parent or guardian when the athlete is under 18, by the athlete when an adult. A signature
 * stores who signed, the typed full name, the time, the IP address and the version, and is never
 * changed afterwards.
 */
export const waiverVersions = pgTable('waiver_versions', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().unique(),
  textEn: text('text_en').notNull(),
  textEs: text('text_es').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    id: serial('id').primaryKey(),
    athleteId: integer('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => waiverVersions.id),
    /** The account that signed: the athlete (an adult) or a parent or guardian linked to them. */
    signedBy: integer('signed_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'SELF' or 'GUARDIAN'. */
    signerRole: text('signer_role').notNull(),
    /** The full name typed by the signer. */
    signerName: text('signer_name').notNull(),
    /** The athlete's age when signed (a minor's waiver is signed by a guardian). */
    athleteAge: integer('athlete_age'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * The language of the text the signer read and signed: 'en' or 'es' (the page's language,
     * migration 0022). Null for signatures made before it was kept.
     */
    language: text('language'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waiver_signatures_athlete_version_idx').on(t.athleteId, t.versionId),
    index('waiver_signatures_version_idx').on(t.versionId),
    check('waiver_signatures_language', sql`${t.language} in ('en', 'es')`),
  ],
);
