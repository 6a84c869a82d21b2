import { CATALOGUE } from '../../../common/messages/index.ts';

/**
 * What is left of the server's sentence-keyed Spanish (decision 071). Features moved to the message
 * catalogue (common/messages/, listed in messages-es.test.ts) throw ids and are worded by id; the
 * features not moved yet still word their messages in English, and a request in Spanish gets the
 * sentence from here: exact sentences first, then patterns for the ones with figures or names in
 * them. A sentence not listed stays English, and messages-es.test.ts fails for every server and
 * common message missing. An entry goes when its feature moves to ids.
 */
export const EXACT_ES: Record<string, string> = {
  // Platform
  'Something went wrong on our side. Please try again.': 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
  'The request is too large.': 'La solicitud es demasiado grande.',
  'This content type is not supported.': 'Este tipo de contenido no es compatible.',
  'Cross-site requests are not allowed.': 'No se permiten solicitudes desde otros sitios.',
  'This is for staff only.': 'Esto es solo para el personal.',
  // No-show and late-cancel policy (issue 32, decision 059)
  // Booking windows (issue 32)
  // Auth and account
  // Coach approval and forgot password (issue 16)
  'Approve this coach before making them staff.': 'Aprueba a este entrenador antes de darle acceso de personal.',
  'Please choose an image to upload.': 'Elige una imagen para subir.',
  'Please choose an image file (PNG or JPG).': 'Elige un archivo de imagen (PNG o JPG).',
  'Please choose an image under 5MB': 'Elige una imagen de menos de 5 MB',
  'Only profile pictures can be uploaded here.': 'Aquí solo se pueden subir fotos de perfil.',
  'This image could not be read. Please choose another file.': 'No se pudo leer esta imagen. Elige otro archivo.',
  // Bookings and checkout
  'No analysed frames for this media yet': 'Todavía no hay fotogramas analizados de este archivo',
  'Drawings are pinned to a moment of a video; this upload is a photo.': 'Los dibujos se fijan a un momento de un vídeo; este archivo es una foto.',
  'Drawing not found': 'No se encontró el dibujo',
  'Only the coach who made this drawing can change or delete it.': 'Solo el entrenador que hizo este dibujo puede cambiarlo o borrarlo.',
  'The uploaded file changed while it was being saved. Please upload it again.': 'El archivo cambió mientras se guardaba. Vuelve a subirlo.',
  // Receipts (issue 29)
  // The sibling discount (issue 29, decision 044)
  // The liability waiver (issue 29, decision 043)
  // Session packs (issue 18)
  // Waitlists (issue 18)
  // Plans
  // Dunning and pause (issue 29)
  // Pickup games
  // Media and feedback
  'Media not found': 'Archivo no encontrado',
  'File not found': 'Archivo no encontrado',
  'No AI feedback for this media': 'No hay análisis de IA para este archivo',
  'Feedback submitted': 'Comentario enviado',
  'Please write your feedback.': 'Escribe tu comentario.',
  'Please choose a rating from 1 to 5.': 'Elige una valoración del 1 al 5.',
  'This upload link is invalid or has expired. Please start the upload again.': 'Este enlace de subida no es válido o ha caducado. Vuelve a empezar la subida.',
  'This upload no longer exists.': 'Esta subida ya no existe.',
  'This feedback no longer exists, or another coach wrote it.': 'Este comentario ya no existe o lo escribió otro entrenador.',
  'Feedback updated': 'Comentario actualizado',
  'This file link is invalid or has expired.': 'Este enlace de archivo no es válido o ha caducado.',
  'This file is larger than 100 MB. Please trim the video or choose a smaller file.':
    'Este archivo pesa más de 100 MB. Recorta el vídeo o elige un archivo más pequeño.',
  'This file is not a video or an image we can read. Please upload an MP4, MOV, WebM, JPEG, PNG or WebP file.':
    'Este archivo no es un vídeo ni una imagen que podamos leer. Sube un archivo MP4, MOV, WebM, JPEG, PNG o WebP.',
  'The uploaded file could not be found. Please upload it again.': 'No se encontró el archivo subido. Súbelo de nuevo.',
  // Parents and invitations
  // Staff
  // Check-in by code and the kiosk (issue 32, decision 057)
  'You cannot remove your own staff access.': 'No puedes quitarte tu propio acceso de personal.',
  'Post not found': 'Publicación no encontrada',
  'Post removed': 'Publicación eliminada',
  'No files were successfully uploaded.': 'No se subió ningún archivo.',
  // Delete my account (issue 16, decision 026)
  // A child without e-mail (issue 29)
  // A child's own login (decision 047)
  'Choose whose training this is.': 'Elige de quién es este entrenamiento.',
  'You can upload only for yourself, or as a parent for an athlete linked to you.':
    'Solo puedes subir archivos tuyos o, como padre o madre, de un atleta vinculado a ti.',
  // The account's contact details (issue 29): the athlete registration's rules (common/registration.ts)
  // E-mail change and verification (issue 16)
  // Age groups (issue 29)
  // The sessions page (issue 16)
  // Session reminders (issue 32, decision 048)
  // Web push (issue 32, decision 058)
  // Training plans, the coach's side (issue 30).
  // The premium library (issue 30, decision 051)
  'Please give it a title.': 'Ponle un título.',
  // Training plans, the athlete's side (issue 30).
  // Tests, test days and leaderboards (issue 31, decision 053).
  // Groups and team progress reports (issue 31, decision 054).
};

/** Sentences with figures or names: the English pattern and its Spanish wording. */
export const PATTERNS_ES: Array<[RegExp, (...groups: string[]) => string]> = [
  [
    /^Advanced analytics are not included in the (.+) plan\. Upgrade to see trends and percentiles\.$/,
    (plan) => `La analítica avanzada no está incluida en el plan ${plan}. Mejora tu plan para ver tendencias y percentiles.`,
  ],
];

/**
 * The catalogue's plain messages by their English, for English stored in a row before or after the
 * move (a payment's failure message): such text is no longer an answer being worded, so it has no id.
 */
let storedEnglish: Map<string, string> | undefined;
function catalogueSpanish(english: string): string | undefined {
  storedEnglish ??= new Map(
    Object.values(CATALOGUE).flatMap((feature) =>
      Object.values(feature as Record<string, { en: unknown; es: unknown }>).flatMap((e) =>
        typeof e.en === 'string' && typeof e.es === 'string' ? [[e.en, e.es] as const] : [],
      ),
    ),
  );
  return storedEnglish.get(english);
}

export function toSpanish(message: string): string {
  const exact = EXACT_ES[message] ?? catalogueSpanish(message);
  if (exact) return exact;
  for (const [pattern, render] of PATTERNS_ES) {
    const m = pattern.exec(message);
    if (m) return render(...m.slice(1));
  }
  return message;
}
