import { defineMessages } from './define.ts';

/** The platform's own answers (server/platform/errors.ts defaults). */
export const PLATFORM = defineMessages({
  unauthorized: { en: 'Unauthorized', es: 'No autorizado' },
  forbidden: { en: 'You do not have access to this.', es: 'No tienes acceso a esto.' },
  notFound: { en: 'Not found', es: 'No encontrado' },
  invalidRequest: { en: 'Invalid request', es: 'Solicitud no válida' },
  athleteNotFound: { en: 'Athlete not found', es: 'Atleta no encontrado' },
});
