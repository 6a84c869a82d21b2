import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { WAIVER_REQUIRED_CODE, type WaiverLanguage } from '../../../common/waivers.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { User } from '../../db/schema/users.ts';
import { waiverSignatures, waiverVersions } from '../../db/schema/waivers.ts';
import { conflict, type HttpError } from '../../platform/errors.ts';
import { athleteAgeToday, isMinor } from './age.ts';
import { latestVersion } from './versions.ts';
import { msg } from '../../../common/messages/index.ts';

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
  return conflict(guardian ? msg('waivers.requiredGuardian') : msg('waivers.requiredSelf'), {
    code: WAIVER_REQUIRED_CODE,
    athleteId: athlete.id,
    version: latest.version,
    guardian,
  });
}

/**
 * The highest version each athlete signed, the language it was signed in (null before it was kept),
 * and the latest version: what the roster shows ("v3 · Spanish", "v2 — outdated", not signed).
 */
export async function signedVersions(
  db: Db | Tx,
  athleteIds: number[],
): Promise<{ latest: number; byAthlete: Map<number, { version: number; language: WaiverLanguage | null }> }> {
  const latest = (await latestVersion(db)).version;
  if (athleteIds.length === 0) return { latest, byAthlete: new Map() };
  const rows = await db
    .select({ athleteId: waiverSignatures.athleteId, version: waiverVersions.version, language: waiverSignatures.language })
    .from(waiverSignatures)
    .innerJoin(waiverVersions, eq(waiverVersions.id, waiverSignatures.versionId))
    .where(inArray(waiverSignatures.athleteId, [...new Set(athleteIds)]))
    .orderBy(asc(waiverSignatures.athleteId), desc(waiverVersions.version));
  const byAthlete = new Map<number, { version: number; language: WaiverLanguage | null }>();
  for (const r of rows) {
    if (byAthlete.has(r.athleteId)) continue; // the first row of each athlete is their highest version
    byAthlete.set(r.athleteId, { version: r.version, language: r.language === 'en' || r.language === 'es' ? r.language : null });
  }
  return { latest, byAthlete };
}
