/**
 * Verified measurables (issue 31): a public profile shows its athlete's best result of each test,
 * taken at the facility (entered at a test day or measured from a clip), when the athlete (or a
 * parent, for a child) chose to show them. A profile that is private, or a choice not made, answers
 * an empty list, so the profile's own 404 rule is not repeated here.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Measurable, TestDirection } from '../../../common/test-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { athleteProfiles } from '../../db/schema/profiles.ts';
import { athleteTestSettings, measurementTests, testClips, testResults } from '../../db/schema/test-days.ts';
import { users } from '../../db/schema/users.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { toTest } from './tests.ts';

export async function measurables(db: Db | Tx, storage: ObjectStorage, slug: string, viewerId: number | null): Promise<Measurable[]> {
  const [owner] = await db
    .select({ userId: athleteProfiles.userId, isPublic: athleteProfiles.isPublic, show: athleteTestSettings.showOnProfile })
    .from(athleteProfiles)
    .innerJoin(users, and(eq(users.id, athleteProfiles.userId), isNull(users.deletedAt)))
    .leftJoin(athleteTestSettings, eq(athleteTestSettings.userId, athleteProfiles.userId))
    .where(eq(sql`lower(${athleteProfiles.slug})`, slug.toLowerCase()));
  if (!owner || !owner.show || (!owner.isPublic && owner.userId !== viewerId)) return [];
  const rows = await db
    .select({ r: testResults, test: measurementTests, clipKey: testClips.storageKey })
    .from(testResults)
    .innerJoin(measurementTests, eq(measurementTests.id, testResults.testId))
    .leftJoin(testClips, eq(testClips.id, testResults.clipId))
    .where(and(eq(testResults.athleteId, owner.userId), isNull(measurementTests.archivedAt)))
    .orderBy(asc(measurementTests.name), desc(testResults.testedOn));
  const best = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const lower = (row.test.direction as TestDirection) === 'LOWER';
    const held = best.get(row.test.id);
    if (!held || (lower ? row.r.value < held.r.value : row.r.value > held.r.value)) best.set(row.test.id, row);
  }
  const out: Measurable[] = [];
  for (const { r, test, clipKey } of best.values()) {
    // the clip is the measure's evidence: shown with it wherever the athlete shows the measure
    const clipUrl = clipKey ? await storage.createReadUrl(clipKey, { expiresInSeconds: 3600 }) : null;
    out.push({ test: toTest(test), value: r.value, testedOn: r.testedOn, measured: r.clipId !== null, clipUrl });
  }
  return out;
}
