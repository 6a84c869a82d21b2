import { asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { centsToDollars } from '../../../common/programs.ts';
import { type Pack, type PackInput, type StaffPack } from '../../../common/packs.ts';
import type { Db } from '../../db/client.ts';
import { programs } from '../../db/schema/programs.ts';
import { creditGrants, sessionPacks } from '../../db/schema/packs.ts';
import type { User } from '../../db/schema/users.ts';
import { audit } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { localized } from '../../platform/i18n/localized.ts';
import { msg } from '../../../common/messages/index.ts';

type PackRow = typeof sessionPacks.$inferSelect;

/** Program names for the packs' covered ids (one query), in `lang` (decision 066). */
async function programNames(db: Db, rows: PackRow[], lang: Language): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.programIds))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: programs.id, name: programs.name, nameEs: programs.nameEs }).from(programs).where(inArray(programs.id, ids));
  return new Map(found.map((p) => [p.id, localized(p.name, p.nameEs, lang)]));
}

/** A pack, its name and description in `lang` (English when staff wrote no Spanish; staff pass 'en' to edit the English). */
function toPack(r: PackRow, names: Map<number, string>, lang: Language): Pack {
  return {
    id: r.id,
    name: localized(r.name, r.nameEs, lang),
    description: r.description === null ? null : localized(r.description, r.descriptionEs, lang),
    credits: r.credits,
    price: centsToDollars(r.priceCents),
    pricePerSession: Math.round(r.priceCents / r.credits) / 100,
    validityDays: r.validityDays,
    programs: r.programIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
    active: r.retiredAt === null,
  };
}

/** GET /api/packs: the packs on sale, cheapest per session first. */
export async function packsOnSale(db: Db, lang: Language): Promise<Pack[]> {
  const rows = await db.select().from(sessionPacks).where(isNull(sessionPacks.retiredAt)).orderBy(asc(sessionPacks.priceCents), asc(sessionPacks.id));
  const names = await programNames(db, rows, lang);
  return rows.map((r) => toPack(r, names, lang)).sort((a, b) => a.pricePerSession - b.pricePerSession || a.id - b.id);
}

/** A pack on sale, or 404 (retired: 409). */
export async function packForSale(db: Db, id: number): Promise<PackRow> {
  const [row] = await db.select().from(sessionPacks).where(eq(sessionPacks.id, id));
  if (!row) throw notFound(msg('packs.notFound'));
  if (row.retiredAt) throw badRequest(msg('packs.retired'));
  return row;
}

/** GET /api/staff/packs: every pack, retired ones last, with how many were sold; the English to edit and the Spanish beside it, programs' names in `lang`. */
export async function staffPacks(db: Db, lang: Language = 'en'): Promise<StaffPack[]> {
  const rows = await db.select().from(sessionPacks).orderBy(asc(sessionPacks.retiredAt), asc(sessionPacks.id));
  const sold = await db.select({ packId: creditGrants.packId, n: count() }).from(creditGrants).groupBy(creditGrants.packId);
  const soldBy = new Map(sold.map((s) => [s.packId, s.n]));
  const names = await programNames(db, rows, lang);
  return rows.map((r) => ({ ...toPack(r, names, 'en'), sold: soldBy.get(r.id) ?? 0, nameEs: r.nameEs, descriptionEs: r.descriptionEs }));
}

async function staffPack(db: Db, id: number, lang: Language): Promise<StaffPack> {
  const found = (await staffPacks(db, lang)).find((p) => p.id === id);
  if (!found) throw notFound(msg('packs.notFound'));
  return found;
}

/** Every covered program must exist. */
async function assertPrograms(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  const found = await db.select({ id: programs.id }).from(programs).where(inArray(programs.id, ids));
  if (found.length !== new Set(ids).size) throw badRequest(msg('packs.programMissing'));
}

export async function createPack(
  db: Db,
  staff: User,
  input: PackInput & { programIds: number[]; price: number; credits: number; validityDays: number },
  lang: Language = 'en',
): Promise<StaffPack> {
  await assertPrograms(db, input.programIds);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sessionPacks)
      .values({
        name: input.name,
        description: input.description ?? null,
        nameEs: input.nameEs || null,
        descriptionEs: input.descriptionEs || null,
        credits: input.credits,
        priceCents: Math.round(input.price * 100),
        validityDays: input.validityDays,
        programIds: [...new Set(input.programIds)],
      })
      .returning({ id: sessionPacks.id });
    await audit(tx, staff.id, 'create', 'pack', row!.id, { ...input });
    return row!.id;
  });
  return staffPack(db, id, lang);
}

/**
 * Edits a pack: its name, price, validity, programs and description apply to packs bought from now
 * on (a grant keeps the terms it was bought with); `active: false` retires it, `true` sells it again.
 */
export async function updatePack(
  db: Db,
  staff: User,
  id: number,
  input: {
    name?: string;
    price?: number;
    validityDays?: number;
    programIds?: number[];
    description?: string | null;
    nameEs?: string | null;
    descriptionEs?: string | null;
    active?: boolean;
  },
  now: Date,
  lang: Language = 'en',
): Promise<StaffPack> {
  if (input.programIds) await assertPrograms(db, input.programIds);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(sessionPacks).where(eq(sessionPacks.id, id)).for('update');
    if (!row) throw notFound(msg('packs.notFound'));
    await tx
      .update(sessionPacks)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.price !== undefined ? { priceCents: Math.round(input.price * 100) } : {}),
        ...(input.validityDays !== undefined ? { validityDays: input.validityDays } : {}),
        ...(input.programIds !== undefined ? { programIds: [...new Set(input.programIds)] } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.nameEs !== undefined ? { nameEs: input.nameEs || null } : {}),
        ...(input.descriptionEs !== undefined ? { descriptionEs: input.descriptionEs || null } : {}),
        ...(input.active !== undefined ? { retiredAt: input.active ? null : (row.retiredAt ?? now) } : {}),
      })
      .where(eq(sessionPacks.id, id));
    await audit(tx, staff.id, input.active === false ? 'retire' : input.active === true ? 'restore' : 'update', 'pack', id, { ...input });
  });
  return staffPack(db, id, lang);
}
