import { defineMessages } from './define.ts';

/**
 * Waitlists of full training sessions (issue 18, decision 027; common/waitlist.ts and
 * server/features/bookings/waitlist/).
 */
export const WAITLIST = defineMessages({
  joined: {
    en: 'You are on the waitlist. We will e-mail you as soon as a place opens.',
    es: 'Estás en la lista de espera. Te escribiremos en cuanto se abra una plaza.',
  },
  left: { en: 'You have left the waitlist.', es: 'Saliste de la lista de espera.' },
  declined: { en: 'You declined the place. It goes to the next person in line.', es: 'Rechazaste la plaza. Pasa a la siguiente persona en la lista.' },
  notFull: { en: 'This session still has places: book it instead.', es: 'Esta sesión todavía tiene plazas: resérvala directamente.' },
  alreadyWaiting: { en: 'This athlete is already on the waitlist for this session.', es: 'Este atleta ya está en la lista de espera de esta sesión.' },
  notOpen: {
    en: 'This session can no longer be booked, so its waitlist is closed.',
    es: 'Esta sesión ya no se puede reservar, así que su lista de espera está cerrada.',
  },
  notFound: { en: 'This waitlist place could not be found.', es: 'No encontramos este lugar en la lista de espera.' },
  noCard: { en: 'Save a card first to be booked automatically.', es: 'Guarda primero una tarjeta para que te reservemos automáticamente.' },
  moved: { en: 'The waitlist order has been updated.', es: 'Se actualizó el orden de la lista de espera.' },
  offered: { en: 'A place has been added and offered.', es: 'Se añadió una plaza y se ofreció.' },
  onlyWaiting: {
    en: 'Only someone still waiting in line can be moved or offered a place.',
    es: 'Solo se puede mover u ofrecer una plaza a alguien que sigue esperando en la lista.',
  },
  // The forms' rules (joinWaitlistSchema, moveWaitlistSchema).
  chooseSession: { en: 'Please choose a session.', es: 'Elige una sesión.' },
  choosePlace: { en: 'Please choose a place in line.', es: 'Elige un lugar en la lista.' },
});
