import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { longDateIn, moneyIn, timeIn } from '../../platform/i18n/format.ts';
import type { Language } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { qrPng } from '../../platform/qr/qr.ts';
import { formatCheckInCode } from '../../../common/check-in.ts';
import { paidWithCreditText } from '../receipts/content.ts';
import { buildIcs } from './ics.ts';
import { selectBookings } from './queries.ts';

const CONFIRMATION = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    booked: (athlete: string, what: string) => `${athlete} is booked for ${what}.`,
    number: 'Booking number',
    date: 'Date',
    time: 'Time',
    location: 'Location',
    coach: 'Coach',
    paid: 'Paid',
    tips: ['Arrive 10 minutes early and bring water and your gear.', 'Need to change plans? Reschedule or cancel at least 24 hours ahead for a full refund.'],
    /** A credit booking is never refunded as money (issue 29): its credit comes back instead. */
    creditTips: [
      'Arrive 10 minutes early and bring water and your gear.',
      'Need to change plans? Reschedule or cancel at least 24 hours ahead and the credit goes back to your pack.',
    ],
    subject: (program: string, date: string) => `Session confirmed: ${program} on ${date}`,
    icsDescription: (id: number, athlete: string) => `Booking #${id} for ${athlete}`,
    checkIn: (code: string) => `Check-in code: ${code}. Show the attached QR code at the front desk (it is also under My Training Sessions).`,
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    booked: (athlete: string, what: string) => `${athlete} tiene plaza reservada en ${what}.`,
    number: 'Número de reserva',
    date: 'Fecha',
    time: 'Hora',
    location: 'Lugar',
    coach: 'Entrenador',
    paid: 'Pagado',
    tips: [
      'Llega 10 minutos antes y trae agua y tu equipo.',
      '¿Cambio de planes? Cambia la fecha o cancela con al menos 24 horas de antelación para recibir el reembolso completo.',
    ],
    creditTips: [
      'Llega 10 minutos antes y trae agua y tu equipo.',
      '¿Cambio de planes? Cambia la fecha o cancela con al menos 24 horas de antelación y el crédito vuelve a tu paquete.',
    ],
    subject: (program: string, date: string) => `Sesión confirmada: ${program}, ${date}`,
    icsDescription: (id: number, athlete: string) => `Reserva n.º ${id} para ${athlete}`,
    checkIn: (code: string) => `Código de registro: ${code}. Muestra el código QR adjunto en recepción (también está en Mis sesiones de entrenamiento).`,
  },
} as const;

/**
 * The booking confirmation e-mail, to the payer and the athlete, each in their language, with the
 * session as a calendar file and the booking's check-in QR code (decision 057).
 */
export async function queueBookingConfirmation(tx: Tx, ctx: AppContext, bookingId: number): Promise<void> {
  const [english] = await selectBookings(tx, eq(bookings.id, bookingId));
  if (!english) return;
  // What staff typed (program, title, place, the credit's pack) in each recipient's language (decision 066).
  const inLanguage = { en: english, es: english };
  const b = english;
  const code = formatCheckInCode(b.checkInCode);
  const qr = (await qrPng(code)).toString('base64');
  const who = { id: users.id, email: users.email, firstName: users.firstName, language: users.language };
  const recipients = await tx.select(who).from(users).where(eq(users.id, b.payerId));
  if (b.athlete.id !== b.payerId) recipients.push(...(await tx.select(who).from(users).where(eq(users.id, b.athlete.id))));
  if (recipients.some((r) => r.language === 'es')) inLanguage.es = (await selectBookings(tx, eq(bookings.id, bookingId), 'es'))[0] ?? english;
  for (const r of recipients) {
    const lang: Language = r.language === 'es' ? 'es' : 'en';
    const m = CONFIRMATION[lang];
    const { session, creditPack } = inLanguage[lang];
    const ics = buildIcs(
      {
        uid: `booking-${b.id}@octane`,
        start: new Date(b.session.startsAt),
        minutes: b.durationMinutes,
        title: session.program.name,
        description: m.icsDescription(b.id, `${b.athlete.firstName} ${b.athlete.lastName}`),
        location: `${session.location}, ${ctx.config.BUSINESS_ADDRESS}`,
      },
      ctx.now(),
    );
    const date = longDateIn(b.session.date, lang);
    const lines = [
      m.hi(r.firstName),
      '',
      m.booked(`${b.athlete.firstName} ${b.athlete.lastName}`, `${session.program.name}${session.sessionTitle ? ` (${session.sessionTitle})` : ''}`),
      '',
      `${m.number}: #${b.id}`,
      `${m.date}: ${date}`,
      `${m.time}: ${timeIn(b.session.time, lang)}`,
      `${m.location}: ${session.location}, ${ctx.config.BUSINESS_ADDRESS}`,
      b.session.coachName ? `${m.coach}: ${b.session.coachName}` : '',
      b.paidWithCredit && creditPack ? paidWithCreditText(creditPack, 1, lang) : `${m.paid}: ${moneyIn(b.amountPaid, lang)}`,
      '',
      m.checkIn(code),
      '',
      ...(b.paidWithCredit ? m.creditTips : m.tips),
      '',
      `${ctx.config.BUSINESS_NAME} · ${ctx.config.BUSINESS_PHONE}`,
    ].filter((l, i, a) => l !== '' || a[i - 1] !== '');
    await enqueueMail(tx, {
      to: r.email,
      subject: m.subject(session.program.name, date),
      text: lines.join('\n'),
      attachments: [
        { filename: 'session.ics', contentType: 'text/calendar', content: ics },
        { filename: `check-in-${b.checkInCode}.png`, contentType: 'image/png', content: qr, encoding: 'base64' },
      ],
    });
  }
}
