/** The tests staff define (issue 31): create, rename, archive; members read the active ones. */
import { asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type MeasurementTest, type testInputSchema, type testUpdateSchema } from '../../../common/test-days.ts';
import type { Db, Tx } from '../../db/client.ts';
import { measurementTests } from '../../db/schema/test-days.ts';
import type { User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { notFound } from '../../platform/errors.ts';
import { msg } from '../../../common/messages/index.ts';

type TestRow = typeof measurementTests.$inferSelect;

export const toTest = (r: TestRow): MeasurementTest => ({
  id: r.id,
  name: r.name,
  nameEs: r.nameEs,
  unit: r.unit as MeasurementTest['unit'],
  direction: r.direction as MeasurementTest['direction'],
  method: r.method as MeasurementTest['method'],
  attempts: r.attempts,
  aggregate: r.aggregate as MeasurementTest['aggregate'],
  archived: r.archivedAt !== null,
});

export async function listTests(db: Db | Tx, opts: { archived: boolean }): Promise<MeasurementTest[]> {
  const rows = await db
    .select()
    .from(measurementTests)
    .where(opts.archived ? undefined : isNull(measurementTests.archivedAt))
    .orderBy(asc(measurementTests.name), asc(measurementTests.id));
  return rows.map(toTest);
}

export async function testById(db: Db | Tx, id: number): Promise<TestRow> {
  const [row] = await db.select().from(measurementTests).where(eq(measurementTests.id, id));
  if (!row) throw notFound(msg('testDays.notFound'));
  return row;
}

export async function createTest(db: Db, staff: User, input: z.output<typeof testInputSchema>): Promise<MeasurementTest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(measurementTests)
      .values({ ...input, nameEs: input.nameEs ?? null })
      .returning();
    await audit(tx, staff.id, 'test.create', 'measurement_test', row!.id, { name: row!.name, unit: row!.unit });
    return toTest(row!);
  });
}

export async function updateTest(db: Db, staff: User, id: number, input: z.output<typeof testUpdateSchema>, now: Date): Promise<MeasurementTest> {
  return db.transaction(async (tx) => {
    await testById(tx, id);
    const { archived, ...rest } = input;
    const [row] = await tx
      .update(measurementTests)
      .set({ ...rest, ...(archived === undefined ? {} : { archivedAt: archived ? now : null }) })
      .where(eq(measurementTests.id, id))
      .returning();
    await audit(tx, staff.id, archived ? 'test.archive' : 'test.update', 'measurement_test', id, { changed: Object.keys(input) });
    return toTest(row!);
  });
}
