import { describe, expect, it } from 'vitest';
import type { ReceiptContent } from '@common/receipts';
import { englishT } from '@/lib/i18n/test-translate';
import receipts from '@/locales/en/receipts.json';
import { entryAmount, itemText, receiptText } from './receipt-text';

const t = englishT<'receipts'>(receipts);
const tz = 'America/New_York';
const base: ReceiptContent = {
  number: 42,
  kind: 'PAYMENT',
  movedAt: '2026-03-02T03:30:00Z',
  issuedAt: '2026-03-02T03:30:05Z',
  language: 'en',
  facility: { name: 'Octane', address: '1 Court Lane', phone: '704-555-0100', email: 'desk@octane.test', timeZone: tz },
  payer: { id: 7, name: 'Ana Ruiz', email: 'ana@example.com' },
  paymentId: 3,
  item: { product: 'SESSION', program: 'Speed Clinic', title: 'Juniors', date: '2026-03-02', time: '17:30:00', location: 'Court 1', bookingId: 12 },
  athlete: 'Leo Ruiz',
  amountCents: 4500,
  credit: null,
  card: { brand: 'visa', last4: '4242' },
  follows: null,
  policy: { kind: 'SESSION', noticeHours: 24 },
};

describe('a receipt in words', () => {
  it('a card payment: the facility-zone date, the item, the athlete, the amount and the card', () => {
    const r = receiptText(base, t, 'en');
    expect(r.heading).toBe('Receipt R-000042');
    // 03:30 UTC on March 2 is still March 1 at the facility.
    expect(r.rows).toContainEqual(['Date', 'Sunday, March 1, 2026']);
    expect(r.rows).toContainEqual(['Item', 'Speed Clinic (Juniors), Monday, March 2, 2026 at 5:30 PM, Court 1']);
    expect(r.rows).toContainEqual(['Athlete', 'Leo Ruiz']);
    expect(r.rows).toContainEqual(['Amount paid', '$45.00']);
    expect(r.rows).toContainEqual(['Charged to', 'Visa ending in 4242']);
    expect(r.policy).toMatch(/^Cancel 24 hours or more before the session for a full refund/);
  });
  it('a payment with the sibling discount: the price, the discount and the amount paid, in that order', () => {
    const r = receiptText({ ...base, amountCents: 3600, siblingDiscount: { percent: 10, listCents: 4000, discountCents: 400 } }, t, 'en');
    const labels = r.rows.map(([k]) => k);
    expect(r.rows).toContainEqual(['Price', '$40.00']);
    expect(r.rows).toContainEqual(['Sibling discount (10%)', '−$4.00']);
    expect(r.rows).toContainEqual(['Amount paid', '$36.00']);
    expect(labels.indexOf('Price')).toBeLessThan(labels.indexOf('Sibling discount (10%)'));
    expect(labels.indexOf('Sibling discount (10%)')).toBeLessThan(labels.indexOf('Amount paid'));
    expect(receiptText(base, t, 'en').rows.some(([k]) => k.startsWith('Sibling'))).toBe(false);
  });
  it('a refund follows its payment and says how long the card takes', () => {
    const r = receiptText({ ...base, kind: 'REFUND', follows: 41 }, t, 'en');
    expect(r.heading).toBe('Refund receipt R-000042');
    expect(r.rows).toContainEqual(['For receipt', 'R-000041']);
    expect(r.notes).toEqual(['Allow 5-10 days for the refund to reach your card.']);
  });
  it('a credit booking: "Paid with 1 credit from ...", no money, no card, the credit policy', () => {
    const credit = {
      ...base,
      kind: 'CREDIT_USED' as const,
      amountCents: 0,
      card: null,
      credit: { packName: '10-Session Pack', credits: 1, valueCents: 4000 },
      policy: { kind: 'CREDIT' as const, noticeHours: 24 },
    };
    const r = receiptText(credit, t, 'en');
    expect(r.rows).toContainEqual(['Payment', 'Paid with 1 credit from 10-Session Pack']);
    expect(r.rows.map(([k]) => k)).not.toContain('Amount paid');
    expect(r.notes).toEqual(['Value $40.00; no money was charged.']);
    expect(r.policy).toMatch(/never refunded as money/);
    expect(receiptText({ ...credit, kind: 'CREDIT_RETURNED' }, t, 'en').rows).toContainEqual(['Payment', '1 credit returned to 10-Session Pack']);
  });
  it('packs, plans and games, and what is unknown left out', () => {
    expect(itemText({ product: 'PACK', packName: '10-Session Pack', credits: 10, expiresAt: '2026-06-01T02:00:00Z' }, t, 'en', tz)).toBe(
      '10-Session Pack: 10 session credits, credits valid until Sunday, May 31, 2026',
    );
    expect(itemText({ product: 'PLAN', planName: 'Plus', renewal: false, periodStart: null, periodEnd: null }, t, 'en', tz)).toBe('Plus plan, first month');
    expect(itemText({ product: 'PICKUP', title: 'Friday Run', date: '2026-03-06', time: null, location: null }, t, 'en', tz)).toBe(
      'Pickup game: Friday Run, Friday, March 6, 2026',
    );
    expect(itemText({ product: 'SESSION', program: null, title: null, date: null, time: null, location: null, bookingId: null }, t, 'en', tz)).toBe(
      'Training session',
    );
  });
});

describe("a movement's amount in the history", () => {
  it('money for payments and refunds, credits for credit movements', () => {
    expect(entryAmount({ kind: 'CHARGE', amountCents: 4500, credits: null }, t, 'en')).toBe('$45.00');
    expect(entryAmount({ kind: 'REFUND', amountCents: 4500, credits: null }, t, 'en')).toBe('−$45.00');
    expect(entryAmount({ kind: 'CREDITS_BOUGHT', amountCents: 40000, credits: 10 }, t, 'en')).toBe('+10 credits');
    expect(entryAmount({ kind: 'CREDIT_USED', amountCents: 4000, credits: 1 }, t, 'en')).toBe('−1 credit');
  });
});
