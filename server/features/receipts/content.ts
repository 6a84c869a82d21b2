import { CANCEL_NOTICE_HOURS } from '../../../common/member.ts';
import { cardBrandName, receiptLabel, type ReceiptContent, type ReceiptItem, type ReceiptKind, type RefundPolicy } from '../../../common/receipts.ts';
import { atTimeIn, instantDateIn, longDateIn, moneyIn } from '../../platform/i18n/format.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { discountOfPayment } from '../../domain/sibling-discount.ts';
import type { EntryRow, Facts, PaymentRow } from './facts.ts';

/*
 * A receipt's content (issue 29), built once when it is issued and frozen, and its e-mail in the
 * payer's language. The web's printable receipt (web/src/features/receipts) shows the same content
 * in the reader's language with the same wording.
 */

export interface ContentInput {
  number: number;
  kind: ReceiptKind;
  entry: Pick<EntryRow, 'amountCents' | 'createdAt'>;
  payment: Pick<PaymentRow, 'id' | 'details'>;
  payer: { id: number; firstName: string; lastName: string; email: string; language: string | null };
  facts: Facts;
  card: { brand: string; last4: string } | null;
  follows: number | null;
  facility: ReceiptContent['facility'];
  now: Date;
}

/** The receipt as issued: what moved, for what and whom, the card, and the refund policy that applies. */
export function buildContent(i: ContentInput): ReceiptContent {
  const credit = i.kind === 'CREDIT_USED' || i.kind === 'CREDIT_RETURNED';
  return {
    number: i.number,
    kind: i.kind,
    movedAt: i.entry.createdAt.toISOString(),
    issuedAt: i.now.toISOString(),
    language: i.payer.language === 'es' ? 'es' : 'en',
    facility: i.facility,
    payer: { id: i.payer.id, name: `${i.payer.firstName} ${i.payer.lastName}`.trim(), email: i.payer.email },
    paymentId: i.payment.id,
    item: i.facts.item,
    athlete: i.facts.athlete,
    amountCents: credit ? 0 : i.entry.amountCents,
    // The price it was charged at, when a sibling discount made it (the payment's own receipt only).
    siblingDiscount: i.kind === 'PAYMENT' ? discountOfPayment(i.payment.details) : null,
    credit: credit ? i.facts.credit : null,
    // A credit moves no money: no card is involved.
    card: credit ? null : i.card,
    follows: i.follows,
    policy: { kind: i.facts.policy, noticeHours: CANCEL_NOTICE_HOURS },
  };
}

const WORDS = {
  en: {
    title: { PAYMENT: 'Receipt', REFUND: 'Refund receipt', CREDIT_USED: 'Booking receipt', CREDIT_RETURNED: 'Credit returned' } satisfies Record<
      ReceiptKind,
      string
    >,
    subject: (title: string, label: string, business: string) => `${title} ${label} from ${business}`,
    hi: (name: string) => `Hi ${name},`,
    intro: {
      PAYMENT: 'Thank you for your payment. Here is your receipt.',
      REFUND: 'Your refund is on its way. Here is your receipt.',
      CREDIT_USED: 'Your session is booked with a credit. Here is your receipt.',
      CREDIT_RETURNED: 'Your session credit is back in your pack. Here is your receipt.',
    } satisfies Record<ReceiptKind, string>,
    number: 'Receipt number',
    date: 'Date',
    payer: 'Paid by',
    item: 'Item',
    athlete: 'Athlete',
    amountPaid: 'Amount paid',
    listPrice: 'Price',
    siblingDiscount: (percent: number) => `Sibling discount (${percent}%)`,
    amountRefunded: 'Amount refunded',
    payment: 'Payment',
    card: (brand: string, last4: string) => `${brand} ending in ${last4}`,
    chargedTo: 'Charged to',
    refundedTo: 'Refunded to',
    refundDays: 'Allow 5-10 days for the refund to reach your card.',
    paidWithCredit: (pack: string, n: number) => `Paid with ${n} credit${n === 1 ? '' : 's'} from ${pack}`,
    creditBack: (pack: string, n: number) => `${n} credit${n === 1 ? '' : 's'} returned to ${pack}`,
    creditValue: (v: string) => `Value ${v}; no money was charged.`,
    noMoney: 'No money is refunded: the credit is yours to book another session.',
    follows: 'For receipt',
    policy: 'Refund policy',
    view: 'View or print this receipt:',
    session: (program: string, title: string | null) => (title ? `${program} (${title})` : program),
    sessionFallback: 'Training session',
    pickup: (title: string) => `Pickup game: ${title}`,
    pickupFallback: 'Pickup game',
    pack: (name: string, n: number | null) => (n === null ? name : `${name}: ${n} session credit${n === 1 ? '' : 's'}`),
    packFallback: 'Session pack',
    validUntil: (d: string) => `credits valid until ${d}`,
    plan: (name: string, renewal: boolean) => `${name} plan, ${renewal ? 'monthly renewal' : 'first month'}`,
    planFallback: 'Membership',
    fee: (kind: 'NO_SHOW' | 'LATE_CANCEL', session: string) => `${kind === 'NO_SHOW' ? 'No-show fee' : 'Late-cancellation fee'}: ${session}`,
    period: (from: string, to: string) => `${from} to ${to}`,
    policies: {
      SESSION: (h: number) =>
        `Cancel ${h} hours or more before the session for a full refund to your card; later cancellations are not refunded. Rescheduling to another session of the same program keeps this payment.`,
      CREDIT: (h: number) =>
        `A session credit is never refunded as money: cancel ${h} hours or more before the session and the credit goes back to your pack; later, the credit is used.`,
      PICKUP: (h: number) => `Leave the game ${h} hours or more before it starts for a full refund to your card; later, the payment is not refunded.`,
      PACK: (h: number) =>
        `Session packs are not refunded. Each credit books one session until the pack expires; a session cancelled ${h} hours or more ahead gives its credit back.`,
      PLAN: () => 'Plans are not refunded. You can cancel at any time; your plan stays until the end of the period you paid for.',
      FEE: (h: number) =>
        `The facility charges this fee for a no-show, or for a cancellation less than ${h} hours before the session. It is refunded in full if the facility forgives it; contact the front desk if you think it is a mistake.`,
    } satisfies Record<RefundPolicy, (hours: number) => string>,
  },
  es: {
    title: { PAYMENT: 'Recibo', REFUND: 'Recibo de reembolso', CREDIT_USED: 'Recibo de reserva', CREDIT_RETURNED: 'Crédito devuelto' } satisfies Record<
      ReceiptKind,
      string
    >,
    subject: (title: string, label: string, business: string) => `${title} ${label} de ${business}`,
    hi: (name: string) => `Hola, ${name}:`,
    intro: {
      PAYMENT: 'Gracias por tu pago. Aquí tienes tu recibo.',
      REFUND: 'Tu reembolso está en camino. Aquí tienes tu recibo.',
      CREDIT_USED: 'Tu sesión quedó reservada con un crédito. Aquí tienes tu recibo.',
      CREDIT_RETURNED: 'Tu crédito de sesión volvió a tu paquete. Aquí tienes tu recibo.',
    } satisfies Record<ReceiptKind, string>,
    number: 'Número de recibo',
    date: 'Fecha',
    payer: 'Pagado por',
    item: 'Concepto',
    athlete: 'Atleta',
    amountPaid: 'Importe pagado',
    listPrice: 'Precio',
    siblingDiscount: (percent: number) => `Descuento por hermanos (${percent} %)`,
    amountRefunded: 'Importe reembolsado',
    payment: 'Pago',
    card: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    chargedTo: 'Cobrado a',
    refundedTo: 'Reembolsado a',
    refundDays: 'El reembolso puede tardar de 5 a 10 días en llegar a tu tarjeta.',
    paidWithCredit: (pack: string, n: number) => `Pagado con ${n} crédito${n === 1 ? '' : 's'} de ${pack}`,
    creditBack: (pack: string, n: number) => `${n} crédito${n === 1 ? '' : 's'} devuelto${n === 1 ? '' : 's'} a ${pack}`,
    creditValue: (v: string) => `Valor ${v}; no se cobró dinero.`,
    noMoney: 'No se reembolsa dinero: el crédito es tuyo para reservar otra sesión.',
    follows: 'Del recibo',
    policy: 'Política de reembolso',
    view: 'Ver o imprimir este recibo:',
    session: (program: string, title: string | null) => (title ? `${program} (${title})` : program),
    sessionFallback: 'Sesión de entrenamiento',
    pickup: (title: string) => `Partido abierto: ${title}`,
    pickupFallback: 'Partido abierto',
    pack: (name: string, n: number | null) => (n === null ? name : `${name}: ${n} crédito${n === 1 ? '' : 's'} de sesión`),
    packFallback: 'Paquete de sesiones',
    validUntil: (d: string) => `créditos válidos hasta el ${d}`,
    plan: (name: string, renewal: boolean) => `Plan ${name}, ${renewal ? 'renovación mensual' : 'primer mes'}`,
    planFallback: 'Membresía',
    fee: (kind: 'NO_SHOW' | 'LATE_CANCEL', session: string) =>
      `${kind === 'NO_SHOW' ? 'Cargo por no presentarse' : 'Cargo por cancelación tardía'}: ${session}`,
    period: (from: string, to: string) => `del ${from} al ${to}`,
    policies: {
      SESSION: (h: number) =>
        `Cancela con ${h} horas o más de anticipación para recibir el reembolso completo en tu tarjeta; las cancelaciones posteriores no se reembolsan. Cambiar a otra sesión del mismo programa mantiene este pago.`,
      CREDIT: (h: number) =>
        `Un crédito de sesión nunca se reembolsa en dinero: cancela con ${h} horas o más de anticipación y el crédito vuelve a tu paquete; después, el crédito se da por usado.`,
      PICKUP: (h: number) =>
        `Sal del partido con ${h} horas o más de anticipación para recibir el reembolso completo en tu tarjeta; después, el pago no se reembolsa.`,
      PACK: (h: number) =>
        `Los paquetes de sesiones no se reembolsan. Cada crédito reserva una sesión hasta que vence el paquete; una sesión cancelada con ${h} horas o más de anticipación devuelve su crédito.`,
      PLAN: () => 'Los planes no se reembolsan. Puedes cancelar cuando quieras; tu plan sigue hasta el final del período que pagaste.',
      FEE: (h: number) =>
        `El centro cobra este cargo cuando no te presentas o cancelas con menos de ${h} horas de anticipación. Se reembolsa por completo si el centro lo perdona; habla con recepción si crees que es un error.`,
    } satisfies Record<RefundPolicy, (hours: number) => string>,
  },
} as const;

/** What was bought, in a line: "Speed Clinic (Juniors), Monday, March 2, 2026 at 5:30 PM, Court 1". */
export function itemText(item: ReceiptItem, lang: Language, tz: string): string {
  const m = WORDS[lang];
  const when = (date: string | null, time: string | null) =>
    [date ? longDateIn(date, lang) : null, date && time ? atTimeIn(time, lang) : null].filter(Boolean).join(' ');
  const join = (...parts: Array<string | null>) => parts.filter(Boolean).join(', ');
  switch (item.product) {
    case 'SESSION':
      return join(item.program ? m.session(item.program, item.title) : m.sessionFallback, when(item.date, item.time) || null, item.location);
    case 'PICKUP':
      return join(item.title ? m.pickup(item.title) : m.pickupFallback, when(item.date, item.time) || null, item.location);
    case 'PACK':
      return join(
        item.packName ? m.pack(item.packName, item.credits) : m.packFallback,
        item.expiresAt ? m.validUntil(instantDateIn(new Date(item.expiresAt), tz, lang)) : null,
      );
    case 'FEE':
      return join(
        m.fee(item.strikeKind, item.program ? m.session(item.program, item.title) : m.sessionFallback),
        when(item.date, item.time) || null,
        item.location,
      );
    case 'PLAN':
      return join(
        m.plan(item.planName ?? m.planFallback, item.renewal),
        item.periodStart && item.periodEnd
          ? m.period(instantDateIn(new Date(item.periodStart), tz, lang), instantDateIn(new Date(item.periodEnd), tz, lang))
          : null,
      );
  }
}

/** The sentence a credit booking is known by everywhere: "Paid with 1 credit from 10-Session Pack". */
export const paidWithCreditText = (pack: string, credits: number, lang: Language) => WORDS[lang].paidWithCredit(pack, credits);

/** The sentence a credit given back is known by: "1 credit returned to 10-Session Pack". */
export const creditBackText = (pack: string, credits: number, lang: Language) => WORDS[lang].creditBack(pack, credits);

/** The refund policy that applies, in a sentence. */
export const policyText = (p: ReceiptContent['policy'], lang: Language) => WORDS[lang].policies[p.kind](p.noticeHours);

export interface ReceiptView {
  title: string;
  subject: string;
  intro: string;
  rows: Array<[label: string, value: string]>;
  notes: string[];
  policy: [label: string, text: string];
}

/** The receipt laid out in a language: its title, its rows (label, value), the notes under them and the policy. */
export function receiptView(c: ReceiptContent, lang: Language): ReceiptView {
  const m = WORDS[lang];
  const tz = c.facility.timeZone;
  const label = receiptLabel(c.number);
  const money = (cents: number) => moneyIn(cents / 100, lang);
  const rows: Array<[string, string]> = [
    [m.number, label],
    [m.date, instantDateIn(new Date(c.movedAt), tz, lang)],
    [m.payer, `${c.payer.name} <${c.payer.email}>`],
    [m.item, itemText(c.item, lang, tz)],
  ];
  if (c.athlete) rows.push([m.athlete, c.athlete]);
  const notes: string[] = [];
  const card = c.card ? m.card(cardBrandName(c.card.brand), c.card.last4) : null;
  if (c.kind === 'PAYMENT') {
    if (c.siblingDiscount) {
      rows.push([m.listPrice, money(c.siblingDiscount.listCents)]);
      rows.push([m.siblingDiscount(c.siblingDiscount.percent), `−${money(c.siblingDiscount.discountCents)}`]);
    }
    rows.push([m.amountPaid, money(c.amountCents)]);
    if (card) rows.push([m.chargedTo, card]);
  } else if (c.kind === 'REFUND') {
    rows.push([m.amountRefunded, money(c.amountCents)]);
    if (card) rows.push([m.refundedTo, card]);
    notes.push(m.refundDays);
  } else if (c.credit) {
    rows.push([
      m.payment,
      c.kind === 'CREDIT_USED' ? m.paidWithCredit(c.credit.packName, c.credit.credits) : m.creditBack(c.credit.packName, c.credit.credits),
    ]);
    notes.push(m.creditValue(money(c.credit.valueCents)));
    if (c.kind === 'CREDIT_RETURNED') notes.push(m.noMoney);
  }
  if (c.follows !== null) rows.push([m.follows, receiptLabel(c.follows)]);
  const title = m.title[c.kind];
  return { title, subject: m.subject(title, label, c.facility.name), intro: m.intro[c.kind], rows, notes, policy: [m.policy, policyText(c.policy, lang)] };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The receipt's e-mail: plain text and simple HTML in `lang`, with a link to the printable receipt. */
export function receiptMail(c: ReceiptContent, lang: Language, firstName: string, link: string): { subject: string; text: string; html: string } {
  const v = receiptView(c, lang);
  const m = WORDS[lang];
  const f = c.facility;
  const footer = [f.name, f.address, [f.phone, f.email].filter(Boolean).join(' · ')].filter(Boolean);
  const text = [
    m.hi(firstName),
    '',
    v.intro,
    '',
    `${v.title} ${receiptLabel(c.number)}`,
    ...v.rows.map(([k, val]) => `${k}: ${val}`),
    ...(v.notes.length ? ['', ...v.notes] : []),
    '',
    `${v.policy[0]}: ${v.policy[1]}`,
    '',
    `${m.view} ${link}`,
    '',
    ...footer,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(m.hi(firstName))}</p>`,
    `<p>${escapeHtml(v.intro)}</p>`,
    `<h1 style="font-size:20px">${escapeHtml(`${v.title} ${receiptLabel(c.number)}`)}</h1>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...v.rows.map(([k, val]) => `<tr><th align="left" style="padding-right:16px">${escapeHtml(k)}</th><td>${escapeHtml(val)}</td></tr>`),
    '</table>',
    ...v.notes.map((n) => `<p>${escapeHtml(n)}</p>`),
    `<p><strong>${escapeHtml(v.policy[0])}:</strong> ${escapeHtml(v.policy[1])}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(m.view)}</a></p>`,
    `<p style="color:#555">${footer.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { subject: v.subject, text, html };
}
