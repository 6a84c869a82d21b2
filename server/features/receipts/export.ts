import { asc, eq } from 'drizzle-orm';
import { receiptContentSchema, receiptLabel, type ReceiptContent } from '../../../common/receipts.ts';
import type { Db } from '../../db/client.ts';
import { receipts } from '../../db/schema/receipts.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { itemText } from './content.ts';

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The receipts issued to a payer, for their data export (decision 026, amended by 041): oldest
 * first, each as it was issued (its frozen content), with what was bought in a line in `lang`.
 */
export async function receiptsForExport(db: Db, payerId: number, lang: Language) {
  const rows = await db
    .select({ content: receipts.content, createdAt: receipts.createdAt })
    .from(receipts)
    .where(eq(receipts.payerId, payerId))
    .orderBy(asc(receipts.number));
  return rows.flatMap((r) => {
    const parsed = receiptContentSchema.safeParse(r.content);
    if (!parsed.success) return [];
    const c: ReceiptContent = parsed.data;
    return [
      {
        number: c.number,
        label: receiptLabel(c.number),
        kind: c.kind,
        date: c.movedAt,
        issuedAt: c.issuedAt,
        amount: dollars(c.amountCents),
        item: c.item,
        description: itemText(c.item, lang, c.facility.timeZone),
        athlete: c.athlete,
        credit: c.credit ? { packName: c.credit.packName, credits: c.credit.credits, value: dollars(c.credit.valueCents) } : null,
        siblingDiscount: c.siblingDiscount
          ? { percent: c.siblingDiscount.percent, listPrice: dollars(c.siblingDiscount.listCents), discount: dollars(c.siblingDiscount.discountCents) }
          : null,
        card: c.card,
        follows: c.follows,
      },
    ];
  });
}
