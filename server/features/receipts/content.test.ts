import { describe, expect, it } from 'vitest';
import { cardBrandName, parseReceiptNumber, receiptContentSchema, receiptLabel, type ReceiptContent } from '../../../common/receipts.ts';
import { buildContent, itemText, policyText, receiptMail, receiptView } from './content.ts';
import type { Facts } from './facts.ts';

const facility = { name: 'Octane', address: '1 Court Lane, Charlotte, NC', phone: '704-555-0100', email: 'desk@octane.test', timeZone: 'America/New_York' };
const payer = { id: 7, firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', language: 'es' };
const session: Facts = {
  item: { product: 'SESSION', program: 'Speed Clinic', title: 'Juniors', date: '2026-03-02', time: '17:30:00', location: 'Court 1', bookingId: 12 },
  athlete: 'Leo Ruiz',
  credit: null,
  credits: null,
  packName: null,
  policy: 'SESSION',
};
const content = (over: Partial<Parameters<typeof buildContent>[0]> = {}): ReceiptContent =>
  buildContent({
    number: 42,
    kind: 'PAYMENT',
    entry: { amountCents: 4500, createdAt: new Date('2026-03-01T15:00:00Z') },
    payment: { id: 3, details: {} },
    payer,
    facts: session,
    card: { brand: 'visa', last4: '4242' },
    follows: null,
    facility,
    now: new Date('2026-03-01T15:00:05Z'),
    ...over,
  });

describe('receipt numbers', () => {
  it('are written R-000042 and read back from what people type', () => {
    expect(receiptLabel(42)).toBe('R-000042');
    expect(receiptLabel(1234567)).toBe('R-1234567');
    for (const typed of ['R-000042', 'r42', '#42', ' 42 ', 'r-42']) expect(parseReceiptNumber(typed)).toBe(42);
    for (const typed of ['', 'R-', 'abc', '0', '4.2', 'ana@example.com']) expect(parseReceiptNumber(typed)).toBeNull();
  });
  it('name card brands as people read them', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('unknown')).toBe('Unknown');
  });
});

describe('a receipt as issued', () => {
  it('freezes the facility, payer, item, athlete, money, card and policy; it reads back through its schema', () => {
    const c = content();
    expect(receiptContentSchema.parse(c)).toEqual(c);
    expect(c).toMatchObject({
      number: 42,
      kind: 'PAYMENT',
      language: 'es',
      payer: { name: 'Ana Ruiz' },
      amountCents: 4500,
      card: { last4: '4242' },
      credit: null,
      policy: { kind: 'SESSION', noticeHours: 24 },
    });
    expect(c.movedAt).toBe('2026-03-01T15:00:00.000Z');
  });
  it('a credit movement moves no money and names no card', () => {
    const c = content({
      kind: 'CREDIT_USED',
      entry: { amountCents: 4000, createdAt: new Date() },
      facts: { ...session, credit: { packName: '10-Session Pack', credits: 1, valueCents: 4000 }, policy: 'CREDIT' },
    });
    expect(c).toMatchObject({ amountCents: 0, card: null, credit: { packName: '10-Session Pack', valueCents: 4000 }, policy: { kind: 'CREDIT' } });
  });
});

describe('what was bought, in a line', () => {
  const tz = 'America/New_York';
  it('a session: program, title, facility day and time, place', () => {
    expect(itemText(session.item, 'en', tz)).toBe('Speed Clinic (Juniors), Monday, March 2, 2026 at 5:30 PM, Court 1');
    expect(itemText(session.item, 'es', tz)).toBe('Speed Clinic (Juniors), lunes, 2 de marzo de 2026 a las 5:30 p.m., Court 1');
  });
  it('a pickup game, a pack with its expiry in the facility zone, a plan with its period', () => {
    expect(itemText({ product: 'PICKUP', title: 'Friday Run', date: '2026-03-06', time: '19:00:00', location: 'Court 2' }, 'en', tz)).toBe(
      'Pickup game: Friday Run, Friday, March 6, 2026 at 7:00 PM, Court 2',
    );
    expect(itemText({ product: 'PACK', packName: '10-Session Pack', credits: 10, expiresAt: '2026-06-01T02:00:00Z' }, 'en', tz)).toBe(
      '10-Session Pack: 10 session credits, credits valid until Sunday, May 31, 2026',
    );
    expect(
      itemText({ product: 'PLAN', planName: 'Plus', renewal: true, periodStart: '2026-03-01T15:00:00Z', periodEnd: '2026-04-01T15:00:00Z' }, 'es', tz),
    ).toBe('Plan Plus, renovación mensual, del domingo, 1 de marzo de 2026 al miércoles, 1 de abril de 2026');
  });
  it('what is no longer known is left out, not invented', () => {
    expect(itemText({ product: 'PICKUP', title: null, date: null, time: null, location: null }, 'en', tz)).toBe('Pickup game');
    expect(itemText({ product: 'SESSION', program: null, title: null, date: null, time: null, location: null, bookingId: null }, 'en', tz)).toBe(
      'Training session',
    );
  });
});

describe('the receipt laid out', () => {
  it('a payment: amount paid and the card charged, in Spanish', () => {
    const v = receiptView(content(), 'es');
    expect(v.subject).toBe('Recibo R-000042 de Octane');
    expect(v.rows).toContainEqual(['Importe pagado', '$45.00']);
    expect(v.rows).toContainEqual(['Cobrado a', 'Visa terminada en 4242']);
    expect(v.rows).toContainEqual(['Atleta', 'Leo Ruiz']);
    expect(v.policy[1]).toContain('24 horas');
  });
  it('a refund: the card refunded, the days it takes, and the receipt it follows', () => {
    const v = receiptView(content({ kind: 'REFUND', follows: 41 }), 'en');
    expect(v.title).toBe('Refund receipt');
    expect(v.rows).toContainEqual(['Amount refunded', '$45.00']);
    expect(v.rows).toContainEqual(['Refunded to', 'Visa ending in 4242']);
    expect(v.rows).toContainEqual(['For receipt', 'R-000041']);
    expect(v.notes.join(' ')).toContain('5-10 days');
  });
  it('a credit booking says "Paid with 1 credit from ..." and never promises money back', () => {
    const credit = { ...session, credit: { packName: '10-Session Pack', credits: 1, valueCents: 4000 }, policy: 'CREDIT' as const };
    const used = receiptView(content({ kind: 'CREDIT_USED', facts: credit }), 'en');
    expect(used.rows).toContainEqual(['Payment', 'Paid with 1 credit from 10-Session Pack']);
    expect(used.rows.map(([k]) => k)).not.toContain('Amount paid');
    expect(used.policy[1]).toMatch(/never refunded as money/);
    const back = receiptView(content({ kind: 'CREDIT_RETURNED', facts: credit, follows: 41 }), 'es');
    expect(back.rows).toContainEqual(['Pago', '1 crédito devuelto a 10-Session Pack']);
    expect(back.notes.join(' ')).toContain('No se reembolsa dinero');
  });
  it('each product has its policy', () => {
    expect(policyText({ kind: 'PICKUP', noticeHours: 24 }, 'en')).toMatch(/^Leave the game 24 hours or more/);
    expect(policyText({ kind: 'PACK', noticeHours: 24 }, 'en')).toMatch(/^Session packs are not refunded/);
    expect(policyText({ kind: 'PLAN', noticeHours: 24 }, 'es')).toMatch(/^Los planes no se reembolsan/);
  });
});

describe("the receipt's e-mail", () => {
  it('text and html with the link, and every name escaped in the html', () => {
    const c = content({ payer: { ...payer, firstName: 'Ana <b>', lastName: 'Ruiz' }, facts: { ...session, athlete: 'Leo & "Co"' } });
    const mail = receiptMail(c, 'en', 'Ana <b>', 'https://octane.test/billing/receipts/42');
    expect(mail.subject).toBe('Receipt R-000042 from Octane');
    expect(mail.text).toContain('Hi Ana <b>,');
    expect(mail.text).toContain('View or print this receipt: https://octane.test/billing/receipts/42');
    expect(mail.text).toContain('1 Court Lane, Charlotte, NC');
    expect(mail.html).toContain('Hi Ana &lt;b&gt;,');
    expect(mail.html).toContain('Leo &amp; &quot;Co&quot;');
    expect(mail.html).toContain('<a href="https://octane.test/billing/receipts/42">');
    expect(mail.html).not.toContain('<b>');
  });
});

describe('a payment with the sibling discount (decision 044)', () => {
  const discounted = () =>
    content({
      entry: { amountCents: 3600, createdAt: new Date('2026-03-01T15:00:00Z') },
      payment: { id: 3, details: { listPriceCents: 4000, siblingDiscountPercent: 10, siblingDiscountCents: 400 } },
    });
  it('freezes the list price and the discount, and lists them above the amount paid, in both languages', () => {
    const c = discounted();
    expect(receiptContentSchema.parse(c)).toEqual(c);
    expect(c.siblingDiscount).toEqual({ percent: 10, listCents: 4000, discountCents: 400 });
    const en = receiptView(c, 'en').rows.map(([k, v]) => `${k}: ${v}`);
    expect(en).toEqual(expect.arrayContaining(['Price: $40.00', 'Sibling discount (10%): −$4.00', 'Amount paid: $36.00']));
    expect(en.indexOf('Price: $40.00')).toBeLessThan(en.indexOf('Amount paid: $36.00'));
    const es = receiptMail(c, 'es', 'Ana', 'https://octane.test/billing/receipts/42').text;
    expect(es).toContain('Descuento por hermanos (10 %): −$4.00');
    expect(es).toContain('Precio: $40.00');
  });
  it('a refund of it, and a payment without one, show no discount line', () => {
    const refund = content({ kind: 'REFUND', payment: { id: 3, details: { listPriceCents: 4000, siblingDiscountPercent: 10, siblingDiscountCents: 400 } } });
    expect(refund.siblingDiscount).toBeNull();
    expect(receiptView(refund, 'en').rows.some(([k]) => k.startsWith('Sibling'))).toBe(false);
    expect(content().siblingDiscount).toBeNull();
  });
});
