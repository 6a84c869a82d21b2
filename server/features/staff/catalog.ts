import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { alumniInputSchema, gameInputSchema, planUpdateSchema, postInputSchema, programInputSchema } from '../../../common/staff.ts';
import { fromZonedTime } from 'date-fns-tz';
import type { Db } from '../../db/client.ts';
import { programs } from '../../db/schema/catalog.ts';
import { alumni, contentPosts, pickupGames } from '../../db/schema/content.ts';
import { plans } from '../../db/schema/plans.ts';
import { users, type User } from '../../db/schema/users.ts';
import type { Tier } from '../../../common/auth.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
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
      .values({ name: input.name, type: input.type, description: input.description, priceCents: cents(input.price), durationMinutes: input.duration, imageUrl: input.imageUrl ?? null, displayOrder: (last?.o ?? 0) + 100 })
      .returning();
    await audit(tx, staff.id, 'create', 'program', p!.id, { ...input });
    return toStaffProgram(p!);
  });
}

export async function updateProgram(db: Db, staff: User, id: number, input: Partial<ProgramInput> & { archived?: boolean }) {
  return db.transaction(async (tx) => {
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

export async function saveGame(db: Db, staff: User, tz: string, id: number | null, input: z.output<typeof gameInputSchema>) {
  if (input.endTime <= input.startTime) throw badRequest('The game must end after it starts.');
  const values = { ...input, startsAt: fromZonedTime(`${input.date}T${input.startTime}`, tz) };
  return db.transaction(async (tx) => {
    if (id) {
      const [g] = await tx.select().from(pickupGames).where(eq(pickupGames.id, id)).for('update');
      if (!g) throw notFound('Game not found');
      if (input.maxPlayers < g.currentPlayers) throw conflict(`Max players cannot be lower than the ${g.currentPlayers} players already in.`);
      await tx.update(pickupGames).set(values).where(eq(pickupGames.id, id));
    } else {
      id = (await tx.insert(pickupGames).values(values).returning())[0]!.id;
    }
    await audit(tx, staff.id, 'save', 'pickup_game', id, { ...input });
    return { id };
  });
}

export async function removeGame(db: Db, staff: User, id: number) {
  return db.transaction(async (tx) => {
    const [g] = await tx.select().from(pickupGames).where(eq(pickupGames.id, id));
    if (!g) throw notFound('Game not found');
    if (g.currentPlayers > 0) throw conflict('Players have joined this game: it cannot be removed.');
    await tx.delete(pickupGames).where(eq(pickupGames.id, id));
    await audit(tx, staff.id, 'delete', 'pickup_game', id, {});
    return { message: 'Game removed' };
  });
}

export async function savePost(db: Db, staff: User, id: number | null, input: z.output<typeof postInputSchema>) {
  return db.transaction(async (tx) => {
    if (id) {
      const [p] = await tx.update(contentPosts).set({ title: input.title, content: input.content, imageUrl: input.imageUrl ?? null }).where(eq(contentPosts.id, id)).returning();
      if (!p) throw notFound('Post not found');
    } else {
      id = (await tx.insert(contentPosts).values({ title: input.title, content: input.content, imageUrl: input.imageUrl ?? null, coachId: staff.id }).returning())[0]!.id;
    }
    await audit(tx, staff.id, 'save', 'post', id, { title: input.title });
    return { id };
  });
}

export async function removePost(db: Db, staff: User, id: number) {
  return db.transaction(async (tx) => {
    const [p] = await tx.delete(contentPosts).where(eq(contentPosts.id, id)).returning();
    if (!p) throw notFound('Post not found');
    await audit(tx, staff.id, 'delete', 'post', id, { title: p.title });
    return { message: 'Post removed' };
  });
}

export async function saveAlumni(db: Db, staff: User, id: number | null, input: z.output<typeof alumniInputSchema>) {
  const values = { ...input, graduationYear: input.graduationYear ?? null };
  return db.transaction(async (tx) => {
    const [clash] = await tx.select({ id: alumni.id }).from(alumni).where(eq(alumni.slug, input.slug));
    if (clash && clash.id !== id) throw conflict('Another alumni story uses this URL.');
    if (id) {
      const [a] = await tx.update(alumni).set(values).where(eq(alumni.id, id)).returning();
      if (!a) throw notFound('Alumni story not found');
    } else {
      id = (await tx.insert(alumni).values(values).returning())[0]!.id;
    }
    await audit(tx, staff.id, 'save', 'alumni', id, { slug: input.slug });
    return { id };
  });
}

export async function removeAlumni(db: Db, staff: User, id: number) {
  return db.transaction(async (tx) => {
    const [a] = await tx.delete(alumni).where(eq(alumni.id, id)).returning();
    if (!a) throw notFound('Alumni story not found');
    await audit(tx, staff.id, 'delete', 'alumni', id, { slug: a.slug });
    return { message: 'Alumni story removed' };
  });
}

export async function updatePlan(db: Db, staff: User, name: Tier, input: z.output<typeof planUpdateSchema>) {
  const { price, ...rest } = input;
  if (name === 'FREE' && price !== undefined && price !== 0) throw badRequest('The Free plan costs nothing.');
  return db.transaction(async (tx) => {
    const [p] = await tx.update(plans).set({ ...rest, ...(price !== undefined ? { priceCents: cents(price) } : {}) }).where(eq(plans.name, name)).returning();
    if (!p) throw notFound('Plan not found');
    await audit(tx, staff.id, 'update', 'plan', name, { ...input });
    return { message: 'Plan saved' };
  });
}

export async function listCoaches(db: Db) {
  // Deleted accounts (decision 026) are no longer coaches anyone can approve or assign.
  const rows = await db.select().from(users).where(and(eq(users.role, 'COACH'), isNull(users.deletedAt))).orderBy(asc(users.lastName));
  return rows.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email, isStaff: u.isStaff, coachStatus: u.coachStatus ?? 'PENDING', appliedAt: u.createdAt.toISOString() }));
}

export async function setStaff(db: Db, staff: User, coachId: number, isStaff: boolean) {
  if (coachId === staff.id && !isStaff) throw badRequest('You cannot remove your own staff access.');
  return db.transaction(async (tx) => {
    const [u] = await tx.update(users).set({ isStaff }).where(eq(users.id, coachId)).returning();
    if (!u || u.role !== 'COACH') throw notFound('Coach not found');
    if (isStaff && u.coachStatus !== 'APPROVED') throw conflict('Approve this coach before making them staff.');
    await audit(tx, staff.id, isStaff ? 'grant-staff' : 'revoke-staff', 'user', coachId, {});
    return { message: isStaff ? `${u.firstName} is now staff` : `${u.firstName} is no longer staff` };
  });
}
