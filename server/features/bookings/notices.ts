import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { longDate, time12 } from '../../platform/format.ts';
import { buildIcs } from './ics.ts';
import { selectBookings } from './queries.ts';

/** The booking confirmation e-mail, with the session as a calendar file, to the payer and the athlete. */
export async function queueBookingConfirmation(tx: Tx, ctx: AppContext, bookingId: number): Promise<void> {
  const [b] = await selectBookings(tx, eq(bookings.id, bookingId));
  if (!b) return;
  const recipients = await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, b.payerId));
  if (b.athlete.id !== b.payerId) {
    recipients.push(...(await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, b.athlete.id))));
  }
  const ics = buildIcs({
    uid: `booking-${b.id}@octane`,
    start: new Date(b.session.startsAt),
    minutes: b.durationMinutes,
    title: b.session.program.name,
    description: `Booking #${b.id} for ${b.athlete.firstName} ${b.athlete.lastName}`,
    location: `${b.session.location}, ${ctx.config.BUSINESS_ADDRESS}`,
  });
  for (const r of recipients) {
    const lines = [
      `Hi ${r.firstName},`,
      '',
      `${b.athlete.firstName} ${b.athlete.lastName} is booked for ${b.session.program.name}${b.session.sessionTitle ? ` (${b.session.sessionTitle})` : ''}.`,
      '',
      `Booking number: #${b.id}`,
      `Date: ${longDate(b.session.date)}`,
      `Time: ${time12(b.session.time)}`,
      `Location: ${b.session.location}, ${ctx.config.BUSINESS_ADDRESS}`,
      b.session.coachName ? `Coach: ${b.session.coachName}` : '',
      `Paid: $${b.amountPaid.toFixed(2)}`,
      '',
      'Arrive 10 minutes early and bring water and your gear.',
      'Need to change plans? Reschedule or cancel at least 24 hours ahead for a full refund.',
      '',
      `${ctx.config.BUSINESS_NAME} · ${ctx.config.BUSINESS_PHONE}`,
    ].filter((l, i, a) => l !== '' || a[i - 1] !== '');
    await enqueueMail(tx, {
      to: r.email,
      subject: `Session confirmed: ${b.session.program.name} on ${longDate(b.session.date)}`,
      text: lines.join('\n'),
      attachments: [{ filename: 'session.ics', contentType: 'text/calendar', content: ics }],
    });
  }
}
