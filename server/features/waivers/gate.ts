import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { WAIVER_MESSAGES, WAIVER_REQUIRED_CODE } from '../../../common/waivers.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { User } from '../../db/schema/users.ts';
import { waiverSignatures, waiverVersions } from '../../db/schema/waivers.ts';
import { conflict, type HttpError } from '../../platform/errors.ts';
import { athleteAgeToday, isMinor } from './age.ts';
import { latestVersion } from './versions.ts';

/**
 * The booking gate (decision 043): every path that gives an athlete a place (bookableFor: card
 * checkout, credit booking, waitlist offers taken, automatic booking) and a pickup game join asks
 * it. A 409 with the code `waiver_required`, the athlete, the version to sign and whether a
 * parent or guardian must sign it; null when the latest version is signed for the athlete.
 */
export async function waiverRefusal(db: Db | Tx, athlete: Pick<User, 'id' | 'age' | 'dateOfBirth'>, timeZone: string): Promise<HttpError | null> {
  const latest = await latestVersion(db);
  const [signed] = await db
    .select({ id: waiverSignatures.id })
    .from(waiverSignatures)
    .where(and(eq(waiverSignatures.athleteId, athlete.id), eq(waiverSignatures.versionId, latest.id)))
    .limit(1);
  if (signed) return null;
  const guardian = isMinor(await athleteAgeToday(db, athlete, timeZone));
  return conflict(guardian ? WAIVER_MESSAGES.requiredGuardian : WAIVER_MESSAGES.requiredSelf, {
    code: WAIVER_REQUIRED_CODE,
    athleteId: athlete.id,
    version: latest.version,
    guardian,
  });
}

/** The highest version each athlete signed, and the latest version: what the roster shows ("v3", "v2 — outdated", not signed). */
export async function signedVersions(db: Db | Tx, athleteIds: number[]): Promise<{ latest: number; byAthlete: Map<number, number> }> {
  const latest = (await latestVersion(db)).version;
  if (athleteIds.length === 0) return { latest, byAthlete: new Map() };
  const rows = await db
    .select({ athleteId: waiverSignatures.athleteId, version: sql<number>`max(${waiverVersions.version})::int` })
    .from(waiverSignatures)
    .innerJoin(waiverVersions, eq(waiverVersions.id, waiverSignatures.versionId))
    .where(inArray(waiverSignatures.athleteId, [...new Set(athleteIds)]))
    .groupBy(waiverSignatures.athleteId)
    .orderBy(desc(waiverSignatures.athleteId));
  return { latest, byAthlete: new Map(rows.map((r) => [r.athleteId, r.version])) };
}
