import type { Messages } from '../namespaces';

export const bookingConfirmation: Messages<'bookingConfirmation'> = {
  loading: 'Cargando los detalles de tu reserva...',
  title: '¡SESIÓN CONFIRMADA!',
  number: 'Número de reserva',
  nav: {
    label: 'Próximos pasos',
    sessions: 'Ver mis sesiones',
    another: 'Reservar otra sesión',
    dashboard: 'Volver al panel',
  },
  notFound: {
    title: 'No encontramos la reserva',
    text: 'No pudimos encontrar los detalles de la reserva que buscas.',
    bookings: 'Ver mis reservas',
  },
  details: {
    date: 'Fecha',
    time: 'Hora',
    timeTba: 'Hora por confirmar',
    coach: 'Entrenador',
    location: 'Lugar',
    athlete: 'Atleta',
    addToCalendar: 'Agregar al calendario',
  },
  next: {
    heading: '¿Qué sigue?',
    tips: {
      email: 'Revisa tu correo: ahí tienes la confirmación y la invitación para tu calendario.',
      arrive: 'Llega 10 minutos antes para registrarte y calentar.',
      bring: 'Trae agua y tu ropa de entrenamiento.',
      questions: 'Prepara las preguntas que quieras hacerle a tu entrenador.',
    },
    reschedule: '¿Necesitas cambiar la fecha? Hazlo al menos 24 horas antes de la sesión para evitar cargos.',
    helpHeading: '¿Necesitas ayuda?',
    help: '¿Tienes preguntas sobre tu reserva? Contáctanos y con gusto te ayudamos.',
  },
  payment: {
    heading: 'Resumen del pago',
    fee: 'Precio de la sesión',
    status: 'Estado',
    statuses: { CONFIRMED: 'CONFIRMADA', PENDING: 'PENDIENTE', CANCELLED: 'CANCELADA' },
    refunded: 'Reembolsado',
    total: 'Total pagado',
  },
};
