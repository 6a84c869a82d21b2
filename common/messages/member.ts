import { defineMessages } from './define.ts';

/** A member cancelling or rescheduling a booking (common/member.ts). */
export const MEMBER = defineMessages({
  alreadyCancelled: { en: 'This booking is already cancelled.', es: 'Esta reserva ya está cancelada.' },
  cancelledCannotReschedule: { en: 'A cancelled booking cannot be rescheduled.', es: 'Una reserva cancelada no se puede cambiar de fecha.' },
  pastSession: { en: 'This session has already taken place.', es: 'Esta sesión ya se realizó.' },
  rescheduleNotice: {
    en: 'Sessions can be rescheduled up to 24 hours before they start. Please contact us for help.',
    es: 'Las sesiones se pueden cambiar hasta 24 horas antes de empezar. Contáctanos si necesitas ayuda.',
  },
  differentProgram: { en: 'You can only move to another session of the same program.', es: 'Solo puedes cambiarte a otra sesión del mismo programa.' },
  sameSession: { en: 'Please choose a different session.', es: 'Elige una sesión diferente.' },
  targetFull: { en: 'That session is full. Please choose another session.', es: 'Esa sesión está completa. Elige otra sesión.' },
  targetUnavailable: { en: 'That session can no longer be booked.', es: 'Esa sesión ya no se puede reservar.' },
  alreadyInTarget: { en: 'This athlete is already booked into that session.', es: 'Este atleta ya tiene reserva en esa sesión.' },
});
