import { cardBrandName, receiptLabel, type BillingEntry, type ReceiptContent, type ReceiptItem } from '@common/receipts';
import { instantLongDayIn, longDay, money, wallTime } from '@/lib/i18n/format';
import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

/*
 * A receipt in words (issue 29), in the reader's language: the same rows, notes and policy as its
 * e-mail (server/features/receipts/content.ts), from the content frozen when it was issued.
 * Session and game days are the facility's wall clock; other dates are instants read in the
 * facility's time zone, as the facility saw them.
 */

type T = TFunction<'receipts'>;

/** What was bought, in a line: "Speed Clinic (Juniors), Monday, March 2, 2026 at 5:30 PM, Court 1". */
export function itemText(item: ReceiptItem, t: T, lang: Language, timeZone: string): string {
  const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(', ');
  const when = (date: string | null, time: string | null) => {
    if (!date) return null;
    const at = wallTime(time, lang);
    return at ? t('item.at', { date: longDay(date, lang), time: at }) : longDay(date, lang);
  };
  const day = (at: string) => instantLongDayIn(at, timeZone, lang);
  switch (item.product) {
    case 'SESSION':
      return join(
        item.program ? (item.title ? t('item.session', { program: item.program, title: item.title }) : item.program) : t('item.sessionFallback'),
        when(item.date, item.time),
        item.location,
      );
    case 'PICKUP':
      return join(item.title ? t('item.pickup', { title: item.title }) : t('item.pickupFallback'), when(item.date, item.time), item.location);
    case 'PACK':
      return join(
        item.packName ? (item.credits === null ? item.packName : t('item.pack', { name: item.packName, count: item.credits })) : t('item.packFallback'),
        item.expiresAt ? t('item.validUntil', { date: day(item.expiresAt) }) : null,
      );
    case 'FEE': {
      const session = item.program ? (item.title ? t('item.session', { program: item.program, title: item.title }) : item.program) : t('item.sessionFallback');
      return join(t(item.strikeKind === 'NO_SHOW' ? 'item.noShowFee' : 'item.lateCancelFee', { session }), when(item.date, item.time), item.location);
    }
    case 'PLAN': {
      const name = item.planName ?? t('item.planFallback');
      return join(
        item.renewal ? t('item.planRenewal', { name }) : t('item.planFirst', { name }),
        item.periodStart && item.periodEnd ? t('item.period', { from: day(item.periodStart), to: day(item.periodEnd) }) : null,
      );
    }
  }
}

/** "Paid with 1 credit from 10-Session Pack": how a credit booking is known everywhere. */
export const paidWithCredit = (t: T, pack: string, count = 1) => t('receipt.paidWithCredit', { count, pack });

export interface ReceiptText {
  heading: string;
  rows: Array<[label: string, value: string]>;
  notes: string[];
  policy: string;
}

/** The receipt's heading, its rows (label, value), the notes under them and the refund policy. */
export function receiptText(c: ReceiptContent, t: T, lang: Language): ReceiptText {
  const tz = c.facility.timeZone;
  const cents = (n: number) => money(n / 100, lang);
  const rows: Array<[string, string]> = [
    [t('receipt.number'), receiptLabel(c.number)],
    [t('receipt.date'), instantLongDayIn(c.movedAt, tz, lang)],
    [t('receipt.payer'), `${c.payer.name} <${c.payer.email}>`],
    [t('receipt.item'), itemText(c.item, t, lang, tz)],
  ];
  if (c.athlete) rows.push([t('receipt.athlete'), c.athlete]);
  const notes: string[] = [];
  const card = c.card ? t('receipt.card', { brand: cardBrandName(c.card.brand), last4: c.card.last4 }) : null;
  if (c.kind === 'PAYMENT') {
    // The sibling discount it was charged with (decision 044): the list price, what came off, then the total.
    if (c.siblingDiscount) {
      rows.push([t('receipt.listPrice'), cents(c.siblingDiscount.listCents)]);
      rows.push([t('receipt.siblingDiscount', { percent: c.siblingDiscount.percent }), `−${cents(c.siblingDiscount.discountCents)}`]);
    }
    rows.push([t('receipt.amountPaid'), cents(c.amountCents)]);
    if (card) rows.push([t('receipt.chargedTo'), card]);
  } else if (c.kind === 'REFUND') {
    rows.push([t('receipt.amountRefunded'), cents(c.amountCents)]);
    if (card) rows.push([t('receipt.refundedTo'), card]);
    notes.push(t('receipt.refundDays'));
  } else if (c.credit) {
    const { packName: pack, credits: count } = c.credit;
    rows.push([t('receipt.payment'), c.kind === 'CREDIT_USED' ? paidWithCredit(t, pack, count) : t('receipt.creditBack', { count, pack })]);
    notes.push(t('receipt.creditValue', { value: cents(c.credit.valueCents) }));
    if (c.kind === 'CREDIT_RETURNED') notes.push(t('receipt.noMoney'));
  }
  if (c.follows !== null) rows.push([t('receipt.follows'), receiptLabel(c.follows)]);
  return {
    heading: t('receipt.heading', { title: t(`receipt.titles.${c.kind}`), label: receiptLabel(c.number) }),
    rows,
    notes,
    policy: t(`receipt.policies.${c.policy.kind}`, { hours: c.policy.noticeHours }),
  };
}

/** A movement's amount as the history shows it: money for money, credits for credits ("+1 credit"). */
export function entryAmount(e: Pick<BillingEntry, 'kind' | 'amountCents' | 'credits'>, t: T, lang: Language): string {
  const credits = (sign: string) => (e.credits === null ? '' : `${sign}${t('history.credits', { count: e.credits })}`);
  switch (e.kind) {
    case 'CHARGE':
    case 'FORFEIT':
      return money(e.amountCents / 100, lang);
    case 'REFUND':
      return `−${money(e.amountCents / 100, lang)}`;
    case 'CREDITS_BOUGHT':
    case 'CREDIT_RETURNED':
      return credits('+');
    case 'CREDIT_USED':
    case 'CREDITS_EXPIRED':
      return credits('−');
  }
}
