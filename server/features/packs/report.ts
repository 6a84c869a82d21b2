import { and, asc, eq } from 'drizzle-orm';
import { creditValueCents, type PackReport } from '../../../common/packs.ts';
import type { Db } from '../../db/client.ts';
import { creditGrants, creditUses, sessionPacks } from '../../db/schema/packs.ts';
import { csvDocument } from '../../platform/csv.ts';

/**
 * The staff report's pack figures: packs sold and their revenue; credits sold, used, expired and
 * outstanding; and the value of the outstanding credits, revenue taken but not yet earned.
 */
export async function packReport(db: Db, now: Date): Promise<PackReport> {
  const packs = await db.select({ id: sessionPacks.id, name: sessionPacks.name }).from(sessionPacks).orderBy(asc(sessionPacks.id));
  const grants = await db.select().from(creditGrants);
  const uses = await db
    .select({ grantId: creditUses.grantId, slot: creditUses.slot })
    .from(creditUses)
    .where(and(eq(creditUses.status, 'USED')));
  const usedBy = new Map<number, Set<number>>();
  for (const u of uses) usedBy.set(u.grantId, (usedBy.get(u.grantId) ?? new Set()).add(u.slot));
  const per = new Map(packs.map((p) => [p.id, { id: p.id, name: p.name, sold: 0, revenue: 0, creditsUsed: 0, creditsOutstanding: 0, outstandingValue: 0 }]));
  const total = { packsSold: 0, revenueCents: 0, creditsSold: 0, creditsUsed: 0, creditsExpired: 0, creditsOutstanding: 0, outstandingCents: 0 };
  for (const g of grants) {
    const used = usedBy.get(g.id) ?? new Set<number>();
    const expired = g.expiresAt.getTime() <= now.getTime();
    let unusedCents = 0;
    for (let slot = 0; slot < g.credits; slot++) if (!used.has(slot)) unusedCents += creditValueCents(g.priceCents, g.credits, slot);
    const unused = g.credits - used.size;
    total.packsSold += 1;
    total.revenueCents += g.priceCents;
    total.creditsSold += g.credits;
    total.creditsUsed += used.size;
    if (expired) total.creditsExpired += unused;
    else {
      total.creditsOutstanding += unused;
      total.outstandingCents += unusedCents;
    }
    const row = per.get(g.packId);
    if (!row) continue;
    row.sold += 1;
    row.revenue += g.priceCents / 100;
    row.creditsUsed += used.size;
    if (!expired) {
      row.creditsOutstanding += unused;
      row.outstandingValue += unusedCents / 100;
    }
  }
  const cents = (n: number) => Math.round(n * 100) / 100;
  return {
    packsSold: total.packsSold,
    revenue: total.revenueCents / 100,
    creditsSold: total.creditsSold,
    creditsUsed: total.creditsUsed,
    creditsExpired: total.creditsExpired,
    creditsOutstanding: total.creditsOutstanding,
    outstandingValue: total.outstandingCents / 100,
    packs: [...per.values()].map((p) => ({ ...p, revenue: cents(p.revenue), outstandingValue: cents(p.outstandingValue) })),
  };
}

/** GET /api/staff/reports/packs.csv: one row per pack. */
export async function packReportCsv(db: Db, now: Date): Promise<string> {
  const r = await packReport(db, now);
  return csvDocument(
    ['Pack', 'Sold', 'Revenue', 'Credits used', 'Credits outstanding', 'Revenue not yet earned'],
    r.packs.map((p) => [p.name, p.sold, p.revenue.toFixed(2), p.creditsUsed, p.creditsOutstanding, p.outstandingValue.toFixed(2)]),
  );
}
