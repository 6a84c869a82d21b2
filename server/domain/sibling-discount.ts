/**
 * Shared rule: the sibling discount (issue 29, decision 044). A parent paying by card for a linked
 * child gets the facility's percent off the program's price when two or more athletes are actively
 * linked to them and this child is not the first (earliest-linked) of them: "every child after the
 * first". The session checkout asks it when it makes the payment; the price is then fixed on that
 * payment (a later change of the setting never changes a checkout already started).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { athleteLinks } from '../db/schema/parent.ts';
import { facilitySettings } from '../db/schema/settings.ts';
import { users, type User } from '../db/schema/users.ts';

export interface SessionPrice {
  /** The program's price. */
  listCents: number;
  /** The percent applied (0: none). */
  percent: number;
  /** Taken off the list price. */
  discountCents: number;
  /** What is charged: list - discount. */
  amountCents: number;
}

/**
 * The price after `percent` off, to the cent: the discount is rounded half up (12.5 cents off is 13),
 * in whole-number arithmetic (no floating point), so the payer never pays a fraction of a cent.
 */
export function discounted(listCents: number, percent: number): SessionPrice {
  if (!Number.isInteger(listCents) || listCents < 0) throw new RangeError(`listCents must be a whole number of cents, got ${listCents}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`percent must be a whole number 0-100, got ${percent}`);
  const discountCents = Math.floor((listCents * percent + 50) / 100);
  return { listCents, percent: discountCents > 0 ? percent : 0, discountCents, amountCents: listCents - discountCents };
}

/**
 * Whether this athlete is one of the parent's children after the first: the parent's active links
 * to accounts not deleted, oldest link first (ties by link id), and the athlete not the first.
 */
export function isLaterSibling(linkedInOrder: readonly number[], athleteId: number): boolean {
  return linkedInOrder.length >= 2 && linkedInOrder.includes(athleteId) && linkedInOrder[0] !== athleteId;
}

/** The facility's sibling discount now (0 = none). */
export async function siblingDiscountPercent(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ percent: facilitySettings.siblingDiscountPercent }).from(facilitySettings).where(eq(facilitySettings.id, 1));
  return row?.percent ?? 0;
}

/** The parent's actively linked athletes (accounts not deleted), earliest-linked first. */
export async function childrenInOrder(db: Db | Tx, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ athleteId: athleteLinks.athleteId })
    .from(athleteLinks)
    .innerJoin(users, eq(users.id, athleteLinks.athleteId))
    .where(and(eq(athleteLinks.parentId, parentId), eq(athleteLinks.status, 'ACTIVE'), isNull(users.deletedAt)))
    .orderBy(asc(athleteLinks.createdAt), asc(athleteLinks.id));
  // One child linked twice (a re-sent invitation) counts once.
  return [...new Set(rows.map((r) => r.athleteId!))];
}

/**
 * What a card payment for one program session costs this payer for this athlete. Only a parent
 * paying for a linked child can get the discount; an athlete paying for themselves never does.
 */
export async function sessionPrice(db: Db | Tx, payer: Pick<User, 'id' | 'role'>, athleteId: number, listCents: number): Promise<SessionPrice> {
  const none = discounted(listCents, 0);
  if (payer.role !== 'PARENT' || athleteId === payer.id) return none;
  const percent = await siblingDiscountPercent(db);
  if (percent === 0) return none;
  return isLaterSibling(await childrenInOrder(db, payer.id), athleteId) ? discounted(listCents, percent) : none;
}

/** The price fields a session payment keeps in its details (so the receipt and a resumed checkout show the same). */
export function priceDetails(price: SessionPrice): Record<string, number> {
  return price.discountCents > 0
    ? { listPriceCents: price.listCents, siblingDiscountPercent: price.percent, siblingDiscountCents: price.discountCents }
    : { listPriceCents: price.listCents };
}

/** The sibling discount a payment was charged with, from its details; null when it had none. */
export function discountOfPayment(details: Record<string, unknown>): { percent: number; listCents: number; discountCents: number } | null {
  const percent = Number(details.siblingDiscountPercent);
  const discountCents = Number(details.siblingDiscountCents);
  const listCents = Number(details.listPriceCents);
  if (![percent, discountCents, listCents].every(Number.isInteger) || discountCents <= 0) return null;
  return { percent, listCents, discountCents };
}
