import { count, desc, eq, sql } from 'drizzle-orm';
import { type WaiverVersion, type WaiverVersionInput } from '../../../common/waivers.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users, type User } from '../../db/schema/users.ts';
import { waiverSignatures, waiverVersions } from '../../db/schema/waivers.ts';
import { audit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { FIRST_WAIVER_EN, FIRST_WAIVER_ES } from './first-version.ts';
import { msg } from '../../../common/messages/index.ts';

export type VersionRow = typeof waiverVersions.$inferSelect;

/**
 * Version 1, made at start-up when there is none (decision 043). Idempotent and safe with two web
 * nodes starting at once: the unique version number lets only one insert through.
 */
export async function ensureFirstVersion(db: Db | Tx): Promise<void> {
  await db
    .insert(waiverVersions)
    .values({ version: 1, textEn: FIRST_WAIVER_EN, textEs: FIRST_WAIVER_ES })
    .onConflictDoNothing({ target: waiverVersions.version });
}

/** The version every booking needs signed (the highest number). */
export async function latestVersion(db: Db | Tx): Promise<VersionRow> {
  const [row] = await db.select().from(waiverVersions).orderBy(desc(waiverVersions.version)).limit(1);
  if (row) return row;
  // Start-up makes version 1; a database emptied since gets it back here.
  await ensureFirstVersion(db);
  return latestVersion(db);
}

/** Every version, newest first, with who saved it and how many signed it (staff). */
export async function listVersions(db: Db): Promise<{ versions: WaiverVersion[] }> {
  const rows = await db
    .select({ v: waiverVersions, firstName: users.firstName, lastName: users.lastName, signatures: count(waiverSignatures.id) })
    .from(waiverVersions)
    .leftJoin(users, eq(users.id, waiverVersions.createdBy))
    .leftJoin(waiverSignatures, eq(waiverSignatures.versionId, waiverVersions.id))
    .groupBy(waiverVersions.id, users.id)
    .orderBy(desc(waiverVersions.version));
  return { versions: rows.map((r) => toVersion(r.v, r.firstName === null ? null : `${r.firstName} ${r.lastName}`, r.signatures)) };
}

const toVersion = (v: VersionRow, createdBy: string | null, signatures: number): WaiverVersion => ({
  id: v.id,
  version: v.version,
  textEn: v.textEn,
  textEs: v.textEs,
  createdAt: v.createdAt.toISOString(),
  createdBy,
  signatures,
});

/**
 * Staff save the text: always a new version, numbered after the highest under an advisory lock
 * (two saves at once get N+1 and N+2, never the same number), audited in the same transaction.
 * From then on every booking needs the new version signed.
 */
export async function publishVersion(ctx: AppContext, staff: User, input: { textEn: string; textEs: string } & WaiverVersionInput) {
  const row = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('waiver_versions'))`);
    const [top] = await tx.select({ n: sql<number>`coalesce(max(${waiverVersions.version}), 0)::int` }).from(waiverVersions);
    const [created] = await tx
      .insert(waiverVersions)
      .values({ version: top!.n + 1, textEn: input.textEn, textEs: input.textEs, createdBy: staff.id })
      .returning();
    await audit(tx, staff.id, 'waiver.publish', 'waiver_version', created!.id, { version: created!.version });
    return created!;
  });
  return { message: msg('waivers.published'), version: toVersion(row, `${staff.firstName} ${staff.lastName}`, 0) };
}
