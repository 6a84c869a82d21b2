import { defineMessages, longDateOf } from './define.ts';

/** Sessions and series: the staff forms' rules (common/schedule.ts) and the server's answers. */
export const SCHEDULE = defineMessages({
  capacityMin: { en: 'Capacity must be at least 1', es: 'La capacidad debe ser de al menos 1' },
  locationRequired: { en: 'Location is required', es: 'El lugar es obligatorio' },
  weekdays: { en: 'Choose at least one day', es: 'Elige al menos un día' },
  // The server's answers.
  programArchived: {
    en: 'This program is archived: restore it before adding sessions.',
    es: 'Este programa está archivado: restáuralo antes de añadir sesiones.',
  },
  chooseCoach: { en: 'Please choose a coach from the list.', es: 'Elige un entrenador de la lista.' },
  startInFuture: { en: 'The session must start in the future.', es: 'La sesión debe empezar en el futuro.' },
  seriesOrder: { en: 'The series must end on or after its first day.', es: 'La serie debe terminar el mismo día que empieza o después.' },
  noDates: { en: 'No future dates match those days.', es: 'Ninguna fecha futura coincide con esos días.' },
  sessionNotFound: { en: 'Session not found', es: 'Sesión no encontrada' },
  capacityBelowBooked: {
    en: (p: { taken: number; date: string }) => `Capacity cannot be lower than the ${p.taken} spots already booked for ${longDateOf(p.date, 'en')}.`,
    es: (p: { taken: number; date: string }) => `La capacidad no puede ser menor que las ${p.taken} plazas ya reservadas para el ${longDateOf(p.date, 'es')}.`,
  },
});
