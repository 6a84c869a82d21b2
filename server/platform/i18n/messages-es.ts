import { ageMessageToSpanish } from '../../../common/age-groups.ts';
import { windowMessageToSpanish } from '../../../common/booking-window.ts';
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
  'Booking not found': 'Reserva no encontrada',
  'That session does not exist.': 'Esa sesión no existe.',
  'This session does not exist.': 'Esta sesión no existe.',
  'Only athletes and parents can book training sessions.': 'Solo los atletas y los padres pueden reservar sesiones de entrenamiento.',
  'Session booked successfully': 'Sesión reservada correctamente',
  'Your training session has been cancelled successfully.': 'Tu sesión de entrenamiento se canceló correctamente.',
  'Your training session has been rescheduled successfully.': 'Tu sesión de entrenamiento se cambió de fecha correctamente.',
  'No analysed frames for this media yet': 'Todavía no hay fotogramas analizados de este archivo',
  'Drawings are pinned to a moment of a video; this upload is a photo.': 'Los dibujos se fijan a un momento de un vídeo; este archivo es una foto.',
  'Drawing not found': 'No se encontró el dibujo',
  'Only the coach who made this drawing can change or delete it.': 'Solo el entrenador que hizo este dibujo puede cambiarlo o borrarlo.',
  'The uploaded file changed while it was being saved. Please upload it again.': 'El archivo cambió mientras se guardaba. Vuelve a subirlo.',
  'A booking for this athlete and session is already in progress. Please try again in a moment.':
    'Ya hay una reserva en curso para este atleta y esta sesión. Inténtalo de nuevo en un momento.',
  'This session is full. Please choose another session.': 'Esta sesión está completa. Elige otra sesión.',
  // Receipts (issue 29)
  // The sibling discount (issue 29, decision 044)
  // The liability waiver (issue 29, decision 043)
  // Session packs (issue 18)
  // Waitlists (issue 18)
  'This session can no longer be booked.': 'Esta sesión ya no se puede reservar.',
  'This athlete is already booked into this session.': 'Este atleta ya tiene reserva en esta sesión.',
  'This session filled up before your payment completed. Your payment has been refunded.':
    'Esta sesión se completó antes de terminar tu pago. Te hemos devuelto el dinero.',
  'We could not find a completed payment for this session. Please pay first.': 'No encontramos un pago completado para esta sesión. Paga primero.',
  'Your payment has not gone through yet. Please complete the payment first.': 'Tu pago aún no se ha completado. Termina el pago primero.',
  'Please choose which of your athletes this booking is for.': 'Elige para cuál de tus atletas es esta reserva.',
  'You can only book for athletes linked to your account.': 'Solo puedes reservar para atletas vinculados a tu cuenta.',
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
  'Checked in': 'Registrado',
  'Marked as no-show': 'Marcado como ausente',
  'Attendance cleared': 'Asistencia borrada',
  // Check-in by code and the kiosk (issue 32, decision 057)
  'Already checked in': 'Ya estaba registrado',
  'Kiosk ended.': 'Quiosco cerrado.',
  'This kiosk is not running.': 'Este quiosco no está abierto.',
  'An athlete can be marked as a no-show only once the session has started.': 'Solo se puede marcar a un atleta como ausente cuando la sesión ya empezó.',
  'You cannot remove your own staff access.': 'No puedes quitarte tu propio acceso de personal.',
  'Post not found': 'Publicación no encontrada',
  'Post removed': 'Publicación eliminada',
  'This session was cancelled before your payment completed. Your payment has been refunded.':
    'Esta sesión se canceló antes de terminar tu pago. Te hemos devuelto el dinero.',
  'This session started before your payment completed. Your payment has been refunded.':
    'Esta sesión empezó antes de terminar tu pago. Te hemos devuelto el dinero.',
  'This athlete was already booked into this session. Your payment has been refunded.':
    'Este atleta ya tenía reserva en esta sesión. Te hemos devuelto el dinero.',
  "Before booking, we need the athlete's emergency contact and a signed liability waiver.":
    'Antes de reservar necesitamos el contacto de emergencia del atleta y la exención de responsabilidad firmada.',
  'This booking was just paid for in another checkout. Check My Training Sessions.':
    'Esta reserva se acaba de pagar en otro pago. Revisa Mis sesiones de entrenamiento.',
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
  'Athletes already booked are outside the new age group. Their bookings are kept: confirm to save the change.':
    'Hay atletas ya reservados fuera del nuevo grupo de edad. Sus reservas se mantienen: confirma para guardar el cambio.',
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
    /^Booking is paused until (\d{4}-\d{2}-\d{2}): (\d+) missed or late-cancelled sessions? within (\d+) days\. Please contact the front desk if this is a mistake\.$/,
    (until, n, days) =>
      `Las reservas están en pausa hasta el ${until}: ${n} ${n === '1' ? 'sesión perdida o cancelada' : 'sesiones perdidas o canceladas'} tarde en ${days} días. Contacta con recepción si crees que es un error.`,
  ],
  [/^Check-in opens (\d+) minutes before the session starts\.$/, (m) => `El registro de asistencia se abre ${m} minutos antes de que empiece la sesión.`],
  [/^Session booked: paid with 1 credit from (.+)\.$/, (pack) => `Sesión reservada: pagada con 1 crédito de ${pack}.`],
  [
    /^Advanced analytics are not included in the (.+) plan\. Upgrade to see trends and percentiles\.$/,
    (plan) => `La analítica avanzada no está incluida en el plan ${plan}. Mejora tu plan para ver tendencias y percentiles.`,
  ],
  [
    /^Session cancelled\. (\d+) bookings? refunded in full(?:; (\d+) session credits? returned to (?:its pack|their packs))?\.$/,
    (n, c) =>
      `Sesión cancelada. ${n} reserva${n === '1' ? '' : 's'} reembolsada${n === '1' ? '' : 's'} por completo${c ? `; ${c} crédito${c === '1' ? '' : 's'} de sesión devuelto${c === '1' ? ' a su paquete' : 's a sus paquetes'}` : ''}.`,
  ],
  // "This session is for ages 5-7. Maya is 15." and the like (common/age-groups.ts words both languages).
  [/^(This session is for ages? .+)$/, (m) => ageMessageToSpanish(m) ?? m],
  // "Booking for this session opens on Sunday, December 6, 2026." (common/booking-window.ts words it in Spanish).
  [/^(Booking for this session opens on .+)$/, (m) => windowMessageToSpanish(m) ?? m],
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
