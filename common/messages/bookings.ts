import { defineMessages, longDateOf } from './define.ts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** Booking a session: the checkout, its payment and fulfilment, a member's bookings and the staff's cancel (common/bookings.ts). */
export const BOOKINGS = defineMessages({
  full: { en: 'This session is full. Please choose another session.', es: 'Esta sesión está completa. Elige otra sesión.' },
  notBookable: { en: 'This session can no longer be booked.', es: 'Esta sesión ya no se puede reservar.' },
  alreadyBooked: { en: 'This athlete is already booked into this session.', es: 'Este atleta ya tiene reserva en esta sesión.' },
  filledDuringPayment: {
    en: 'This session filled up before your payment completed. Your payment has been refunded.',
    es: 'Esta sesión se completó antes de terminar tu pago. Te hemos devuelto el dinero.',
  },
  cancelledDuringPayment: {
    en: 'This session was cancelled before your payment completed. Your payment has been refunded.',
    es: 'Esta sesión se canceló antes de terminar tu pago. Te hemos devuelto el dinero.',
  },
  startedDuringPayment: {
    en: 'This session started before your payment completed. Your payment has been refunded.',
    es: 'Esta sesión empezó antes de terminar tu pago. Te hemos devuelto el dinero.',
  },
  bookedDuringPayment: {
    en: 'This athlete was already booked into this session. Your payment has been refunded.',
    es: 'Este atleta ya tenía reserva en esta sesión. Te hemos devuelto el dinero.',
  },
  detailsRequired: {
    en: "Before booking, we need the athlete's emergency contact and a signed liability waiver.",
    es: 'Antes de reservar necesitamos el contacto de emergencia del atleta y la exención de responsabilidad firmada.',
  },
  paidElsewhere: {
    en: 'This booking was just paid for in another checkout. Check My Training Sessions.',
    es: 'Esta reserva se acaba de pagar en otro pago. Revisa Mis sesiones de entrenamiento.',
  },
  inProgress: {
    en: 'A booking for this athlete and session is already in progress. Please try again in a moment.',
    es: 'Ya hay una reserva en curso para este atleta y esta sesión. Inténtalo de nuevo en un momento.',
  },
  paymentNotFound: {
    en: 'We could not find a completed payment for this session. Please pay first.',
    es: 'No encontramos un pago completado para esta sesión. Paga primero.',
  },
  paymentNotSucceeded: {
    en: 'Your payment has not gone through yet. Please complete the payment first.',
    es: 'Tu pago aún no se ha completado. Termina el pago primero.',
  },
  chooseAthlete: { en: 'Please choose which of your athletes this booking is for.', es: 'Elige para cuál de tus atletas es esta reserva.' },
  notLinked: { en: 'You can only book for athletes linked to your account.', es: 'Solo puedes reservar para atletas vinculados a tu cuenta.' },
  onlyMembers: {
    en: 'Only athletes and parents can book training sessions.',
    es: 'Solo los atletas y los padres pueden reservar sesiones de entrenamiento.',
  },
  notFound: { en: 'Booking not found', es: 'Reserva no encontrada' },
  sessionMissing: { en: 'This session does not exist.', es: 'Esta sesión no existe.' },
  newSessionMissing: { en: 'That session does not exist.', es: 'Esa sesión no existe.' },
  // The request's own fields.
  chooseSession: { en: 'Please choose a session to book.', es: 'Elige una sesión para reservar.' },
  chooseNewSession: { en: 'Please choose a new session.', es: 'Elige una sesión nueva.' },
  // The member's confirmations.
  booked: { en: 'Session booked successfully', es: 'Sesión reservada correctamente' },
  cancelled: { en: 'Your training session has been cancelled successfully.', es: 'Tu sesión de entrenamiento se canceló correctamente.' },
  rescheduled: { en: 'Your training session has been rescheduled successfully.', es: 'Tu sesión de entrenamiento se cambió de fecha correctamente.' },
  /** The booking window (decision 056): the day booking opens for the one refused, in full ("Sunday, December 6, 2026"). */
  notOpen: {
    en: (p: { date: string }) => `Booking for this session opens on ${longDateOf(p.date, 'en')}.`,
    es: (p: { date: string }) => `La reserva de esta sesión se abre el ${longDateOf(p.date, 'es')}.`,
  },
  /** Staff cancelled a session: bookings refunded in full and, when credits came back, how many. */
  sessionCancelled: {
    en: (p: { refunded: number; credits: number }) =>
      `Session cancelled. ${p.refunded} ${plural(p.refunded, 'booking', 'bookings')} refunded in full${
        p.credits > 0 ? `; ${p.credits} ${plural(p.credits, 'session credit returned to its pack', 'session credits returned to their packs')}` : ''
      }.`,
    es: (p: { refunded: number; credits: number }) =>
      `Sesión cancelada. ${p.refunded} ${plural(p.refunded, 'reserva reembolsada', 'reservas reembolsadas')} por completo${
        p.credits > 0 ? `; ${p.credits} ${plural(p.credits, 'crédito de sesión devuelto a su paquete', 'créditos de sesión devueltos a sus paquetes')}` : ''
      }.`,
  },
});
