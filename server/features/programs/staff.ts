import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { ageOrderOk, asAgeGroup, definedAges } from '../../../common/age-groups.ts';
import type { programInputSchema } from '../../../common/programs.ts';
import type { Db } from '../../db/client.ts';
import { programs, trainingSessions } from '../../db/schema/programs.ts';
import type { User } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { bookedOutside, confirmOutside } from '../bookings/age-group.ts';
import { msg } from '../../../common/messages/index.ts';

type ProgramInput = z.output<typeof programInputSchema>;
const cents = (dollars: number) => Math.round(dollars * 100);
const toStaffProgram = (p: typeof programs.$inferSelect) => ({
  id: p.id,
  name: p.name,
  type: p.type,
  description: p.description,
  nameEs: p.nameEs,
  descriptionEs: p.descriptionEs,
  price: p.priceCents / 100,
  duration: p.durationMinutes,
  imageUrl: p.imageUrl,
  displayOrder: p.displayOrder,
  ageGroup: asAgeGroup(p),
  archived: p.archived,
  bookingOpensDays: p.bookingOpensDays,
  priorityDays: p.priorityDays,
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
        nameEs: input.nameEs || null,
        descriptionEs: input.descriptionEs || null,
        priceCents: cents(input.price),
        durationMinutes: input.duration,
        imageUrl: input.imageUrl ?? null,
        displayOrder: (last?.o ?? 0) + 100,
        minAge: input.minAge ?? null,
        maxAge: input.maxAge ?? null,
        // No window unless staff set one (decision 056); priority days default to 3.
        bookingOpensDays: input.bookingOpensDays ?? null,
        ...(input.priorityDays !== undefined ? { priorityDays: input.priorityDays } : {}),
      })
      .returning();
    await audit(tx, staff.id, 'create', 'program', p!.id, { ...input });
    return toStaffProgram(p!);
  });
}

/**
 * Edits a program. A new age group is checked against the athletes already booked into its sessions
 * to come that follow it (those without a range of their own): their rows are locked (after the
 * program's; money paths never lock a program, decision 038), so no booking slips in under the old
 * range unseen. Athletes it newly leaves out refuse the save (409 with the list) until staff
 * confirm; then it is saved, their bookings are kept, the list is audited and answered.
 */
export async function updateProgram(
  db: Db,
  staff: User,
  id: number,
  input: Partial<ProgramInput> & { archived?: boolean; confirmOutsideRange?: boolean },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const agesChange = input.minAge !== undefined || input.maxAge !== undefined;
    const [stored] = agesChange ? await tx.select().from(programs).where(eq(programs.id, id)).for('update') : [];
    // One side of the age group sent: checked against the side stored (the schema checks both sent).
    if (stored && (input.minAge === undefined) !== (input.maxAge === undefined) && !ageOrderOk({ ...stored, ...definedAges(input) }))
      throw badRequest(msg('ageGroups.order'));
    const following = stored
      ? await tx
          .select({ id: trainingSessions.id, date: trainingSessions.date, time: trainingSessions.time })
          .from(trainingSessions)
          .where(
            and(
              eq(trainingSessions.programId, id),
              eq(trainingSessions.status, 'ACTIVE'),
              gt(trainingSessions.startsAt, now),
              isNull(trainingSessions.minAge),
              isNull(trainingSessions.maxAge),
            ),
          )
          .orderBy(asc(trainingSessions.id))
          .for('update')
      : [];
    const { confirmOutsideRange, ...changes } = input;
    const [p] = await tx
      .update(programs)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.type !== undefined ? { type: changes.type } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.nameEs !== undefined ? { nameEs: changes.nameEs || null } : {}),
        ...(changes.descriptionEs !== undefined ? { descriptionEs: changes.descriptionEs || null } : {}),
        ...(changes.price !== undefined ? { priceCents: cents(changes.price) } : {}),
        ...(changes.duration !== undefined ? { durationMinutes: changes.duration } : {}),
        ...(changes.imageUrl !== undefined ? { imageUrl: changes.imageUrl } : {}),
        ...(changes.archived !== undefined ? { archived: changes.archived } : {}),
        ...(changes.bookingOpensDays !== undefined ? { bookingOpensDays: changes.bookingOpensDays } : {}),
        ...(changes.priorityDays !== undefined ? { priorityDays: changes.priorityDays } : {}),
        ...definedAges(changes),
      })
      .where(eq(programs.id, id))
      .returning();
    if (!p) throw notFound(msg('programs.notFound'));
    const before = stored ? asAgeGroup(stored) : null;
    const outside = confirmOutside(
      await bookedOutside(
        tx,
        following.map((s) => ({ ...s, before, after: asAgeGroup(p) })),
      ),
      confirmOutsideRange,
    );
    await audit(tx, staff.id, changes.archived === true ? 'archive' : changes.archived === false ? 'restore' : 'update', 'program', id, {
      ...changes,
      ...(outside.length ? { outsideRangeKept: outside.map((o) => ({ bookingId: o.bookingId, athleteId: o.athlete.id, age: o.age })) } : {}),
    });
    return { ...toStaffProgram(p), outsideRange: outside };
  });
}

/** The catalogue order: ids first to last. */
export async function reorderPrograms(db: Db, staff: User, ids: number[]) {
  return db.transaction(async (tx) => {
    const found = await tx.select({ id: programs.id }).from(programs).where(inArray(programs.id, ids));
    if (found.length !== new Set(ids).size) throw badRequest(msg('programs.unknownInOrder'));
    for (const [i, id] of ids.entries())
      await tx
        .update(programs)
        .set({ displayOrder: (i + 1) * 10 })
        .where(eq(programs.id, id));
    await audit(tx, staff.id, 'reorder', 'program', null, { ids });
    return { message: msg('programs.orderSaved') };
  });
}
