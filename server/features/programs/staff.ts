import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AGE_GROUP_MESSAGES, ageOrderOk, asAgeGroup, definedAges } from '../../../common/age-groups.ts';
import type { programInputSchema } from '../../../common/programs.ts';
import type { Db } from '../../db/client.ts';
import { programs } from '../../db/schema/programs.ts';
import type { User } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';

type ProgramInput = z.output<typeof programInputSchema>;
const cents = (dollars: number) => Math.round(dollars * 100);
const toStaffProgram = (p: typeof programs.$inferSelect) => ({
  id: p.id,
  name: p.name,
  type: p.type,
  description: p.description,
  price: p.priceCents / 100,
  duration: p.durationMinutes,
  imageUrl: p.imageUrl,
  displayOrder: p.displayOrder,
  ageGroup: asAgeGroup(p),
  archived: p.archived,
});

export async function listAllPrograms(db: Db) {
  return (await db.select().from(programs).orderBy(asc(programs.archived), asc(programs.displayOrder), asc(programs.name))).map(toStaffProgram);
}

export async function createProgram(db: Db, staff: User, input: ProgramInput) {
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ o: programs.displayOrder }).from(programs).orderBy(asc(programs.displayOrder));
    const [p] = await tx
      .insert(programs)
      .values({
        name: input.name,
        type: input.type,
        description: input.description,
        priceCents: cents(input.price),
        durationMinutes: input.duration,
        imageUrl: input.imageUrl ?? null,
        displayOrder: (last?.o ?? 0) + 100,
        minAge: input.minAge ?? null,
        maxAge: input.maxAge ?? null,
      })
      .returning();
    await audit(tx, staff.id, 'create', 'program', p!.id, { ...input });
    return toStaffProgram(p!);
  });
}

export async function updateProgram(db: Db, staff: User, id: number, input: Partial<ProgramInput> & { archived?: boolean }) {
  return db.transaction(async (tx) => {
    // One side of the age group sent: checked against the side stored (the schema checks both sent).
    if ((input.minAge === undefined) !== (input.maxAge === undefined)) {
      const [stored] = await tx.select({ minAge: programs.minAge, maxAge: programs.maxAge }).from(programs).where(eq(programs.id, id)).for('update');
      if (stored && !ageOrderOk({ ...stored, ...definedAges(input) })) throw badRequest(AGE_GROUP_MESSAGES.order);
    }
    const [p] = await tx
      .update(programs)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.price !== undefined ? { priceCents: cents(input.price) } : {}),
        ...(input.duration !== undefined ? { durationMinutes: input.duration } : {}),
        ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl } : {}),
        ...(input.archived !== undefined ? { archived: input.archived } : {}),
        ...definedAges(input),
      })
      .where(eq(programs.id, id))
      .returning();
    if (!p) throw notFound('Program not found');
    await audit(tx, staff.id, input.archived === true ? 'archive' : input.archived === false ? 'restore' : 'update', 'program', id, { ...input });
    return toStaffProgram(p);
  });
}

/** The catalogue order: ids first to last. */
export async function reorderPrograms(db: Db, staff: User, ids: number[]) {
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, ids));
    if (found.length !== new Set(ids).size) throw badRequest('Unknown program in the new order');
    for (const [i, id] of ids.entries()) await tx.update(programs).set({ displayOrder: (i + 1) * 10 }).where(eq(programs.id, id));
    await audit(tx, staff.id, 'reorder', 'program', null, { ids });
    return { message: 'Order saved' };
  });
}
