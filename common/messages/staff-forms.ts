import { defineMessages, longDateOf } from './define.ts';

/** Programs: the staff form's rules (common/programs.ts, issue 32) and the server's answers. */
export const PROGRAMS = defineMessages({
  nameMin: { en: 'Name must be at least 2 characters', es: 'El nombre debe tener al menos 2 caracteres' },
  description: { en: 'Please add a description', es: 'Agrega una descripción' },
  priceNegative: { en: 'Price cannot be negative', es: 'El precio no puede ser negativo' },
  durationMin: { en: 'At least 15 minutes', es: 'Al menos 15 minutos' },
  windowDays: { en: 'Days must be a whole number from 0 to 365.', es: 'Los días deben ser un número entero de 0 a 365.' },
  notFound: { en: 'Program not found', es: 'Programa no encontrado' },
  unknownInOrder: { en: 'Unknown program in the new order', es: 'Programa desconocido en el nuevo orden' },
  orderSaved: { en: 'Order saved', es: 'Orden guardado' },
});

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

/** Alumni stories: the staff form (common/alumni.ts, web alumni-form.ts) and the server's answers. */
export const ALUMNI = defineMessages({
  slug: { en: 'Lowercase letters, numbers and hyphens only', es: 'Solo letras minúsculas, números y guiones' },
  recordLine: { en: 'Write each line as name: value', es: 'Escribe cada línea como nombre: valor' },
  recordValue: { en: 'Each value can be at most 300 characters', es: 'Cada valor puede tener como máximo 300 caracteres' },
  slugTaken: { en: 'Another alumni story uses this URL.', es: 'Otra historia de exalumno usa esta URL.' },
  notFound: { en: 'Alumni story not found', es: 'Historia de exalumno no encontrada' },
  removed: { en: 'Alumni story removed', es: 'Historia de exalumno eliminada' },
  profileNotFound: { en: "The alumni profile you're looking for doesn't exist.", es: 'El perfil de exalumno que buscas no existe.' },
});

/** The pickup game form (web game-form.ts). */
export const PICKUP = defineMessages({
  costNegative: { en: 'Cost cannot be negative', es: 'El costo no puede ser negativo' },
  costMax: { en: 'At most $1,000', es: 'Como máximo $1,000' },
});
