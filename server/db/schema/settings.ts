import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

/** The facility's settings staff change at run time (one row, id 1). */
export const facilitySettings = pgTable(
  'facility_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Sibling discount (issue 29): percent off for a parent paying for more than one child (the rule: decision 044); 0 = none. */
    siblingDiscountPercent: integer('sibling_discount_percent').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('facility_settings_single_row', sql`${t.id} = 1`), check('facility_settings_sibling_range', sql`${t.siblingDiscountPercent} between 0 and 90`)],
);
