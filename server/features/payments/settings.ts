import { eq } from 'drizzle-orm';
import { type FacilitySettings, type FacilitySettingsInput } from '../../../common/sibling-discount.ts';
import type { Db } from '../../db/client.ts';
import { facilitySettings } from '../../db/schema/settings.ts';
import { users, type User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { msg } from '../../../common/messages/index.ts';

/** The facility's settings as staff read them (one row, id 1, inserted by migration 0020). */
export async function facilitySettingsOf(db: Db): Promise<FacilitySettings> {
  const [row] = await db
    .select({ s: facilitySettings, first: users.firstName, last: users.lastName })
    .from(facilitySettings)
    .leftJoin(users, eq(users.id, facilitySettings.updatedBy))
    .where(eq(facilitySettings.id, 1));
  if (!row) throw new Error('facility_settings has no row 1 (migration 0020 inserts it)');
  return {
    siblingDiscountPercent: row.s.siblingDiscountPercent,
    updatedAt: row.s.updatedAt.toISOString(),
    updatedBy: row.first ? `${row.first} ${row.last}`.trim() : null,
  };
}

/**
 * Staff save the sibling discount (decision 044), audited in the same transaction with the value
 * before and after. The row is locked so two saves at once audit each other's values truly. No
 * money path locks this row: a checkout reads the percent once, when it makes its payment, and
 * keeps that price.
 */
export async function saveFacilitySettings(ctx: AppContext, staff: User, input: FacilitySettingsInput) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(facilitySettings).where(eq(facilitySettings.id, 1)).for('update');
    await tx
      .update(facilitySettings)
      .set({ siblingDiscountPercent: input.siblingDiscountPercent, updatedBy: staff.id, updatedAt: ctx.now() })
      .where(eq(facilitySettings.id, 1));
    await audit(tx, staff.id, 'settings.sibling_discount', 'facility_settings', 1, {
      from: before?.siblingDiscountPercent ?? 0,
      to: input.siblingDiscountPercent,
    });
  });
  return { message: msg('siblingDiscount.saved'), settings: await facilitySettingsOf(ctx.db) };
}
