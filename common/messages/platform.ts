import { defineMessages } from './define.ts';

/** The platform's own answers (server/platform/errors.ts defaults). */
export const PLATFORM = defineMessages({
  unauthorized: { en: 'Unauthorized', es: 'No autorizado' },
  forbidden: { en: 'You do not have access to this.', es: 'No tienes acceso a esto.' },
  notFound: { en: 'Not found', es: 'No encontrado' },
  invalidRequest: { en: 'Invalid request', es: 'Solicitud no válida' },
  athleteNotFound: { en: 'Athlete not found', es: 'Atleta no encontrado' },
  // The HTTP layer's own answers (server/platform/http): what a person may meet, worded in both languages.
  serverError: { en: 'Something went wrong on our side. Please try again.', es: 'Algo salió mal por nuestra parte. Inténtalo de nuevo.' },
  unavailable: {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    es: 'El servicio no está disponible por un momento. Inténtalo de nuevo en unos instantes.',
  },
  crossSite: { en: 'Cross-site requests are not allowed.', es: 'No se permiten solicitudes desde otros sitios.' },
  staffOnly: { en: 'This is for staff only.', es: 'Esto es solo para el personal.' },
  tooLarge: { en: 'The request is too large.', es: 'La solicitud es demasiado grande.' },
  contentType: {
    en: 'This content type is not supported. Please send JSON (application/json).',
    es: 'Este tipo de contenido no es compatible. Envía JSON (application/json).',
  },
  badJson: { en: 'The request body is not valid JSON.', es: 'El cuerpo de la solicitud no es un JSON válido.' },
  emptyJson: { en: 'The request body is empty. Please send a JSON object.', es: 'El cuerpo de la solicitud está vacío. Envía un objeto JSON.' },
  contentLength: { en: 'The request body does not match its Content-Length.', es: 'El cuerpo de la solicitud no coincide con su Content-Length.' },
  badUrl: { en: 'This address is not valid. Please check the link.', es: 'Esta dirección no es válida. Revisa el enlace.' },
  urlTooLong: { en: 'This address is too long. Please check the link.', es: 'Esta dirección es demasiado larga. Revisa el enlace.' },
  requestInvalid: { en: 'The request is not valid.', es: 'La solicitud no es válida.' },
  methodNotAllowed: { en: 'This method is not allowed here.', es: 'Este método no está permitido aquí.' },
});
