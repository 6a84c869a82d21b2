import { defineMessages } from './define.ts';

/** QR check-in and the kiosk (decision 057; common/check-in.ts). */
export const CHECK_IN = defineMessages({
  badCode: { en: 'Enter the 8-character check-in code, like 3F9A-C21B.', es: 'Escribe el código de registro de 8 caracteres, como 3F9A-C21B.' },
  notFound: { en: 'No booking has this code. Check the code and try again.', es: 'Ninguna reserva tiene este código. Revísalo e inténtalo de nuevo.' },
  cancelled: { en: 'This booking was cancelled.', es: 'Esta reserva se canceló.' },
  notPaid: { en: 'This booking is not paid yet.', es: 'Esta reserva aún no está pagada.' },
  ended: { en: 'This session has ended.', es: 'Esta sesión ya terminó.' },
  kioskEnded: {
    en: 'This kiosk was ended. Staff can start it again from Check-in.',
    es: 'Este quiosco se cerró. El personal puede abrirlo de nuevo desde Registro de asistencia.',
  },
  kioskLabel: { en: 'Please name this device, like Front desk.', es: 'Ponle un nombre a este dispositivo, como Recepción.' },
  tooMany: {
    en: 'Too many check-in attempts. Please wait a moment and try again.',
    es: 'Demasiados intentos de registro. Espera un momento e inténtalo de nuevo.',
  },
  // The attendance marks (by code, on the kiosk or on the staff's roster) and their rules (common/bookings.ts attendanceRefusal).
  checkedIn: { en: 'Checked in', es: 'Registrado' },
  alreadyCheckedIn: { en: 'Already checked in', es: 'Ya estaba registrado' },
  markedNoShow: { en: 'Marked as no-show', es: 'Marcado como ausente' },
  cleared: { en: 'Attendance cleared', es: 'Asistencia borrada' },
  opensBefore: {
    en: (p: { minutes: number }) => `Check-in opens ${p.minutes} minutes before the session starts.`,
    es: (p: { minutes: number }) => `El registro de asistencia se abre ${p.minutes} minutos antes de que empiece la sesión.`,
  },
  noShowEarly: {
    en: 'An athlete can be marked as a no-show only once the session has started.',
    es: 'Solo se puede marcar a un atleta como ausente cuando la sesión ya empezó.',
  },
  kioskStopped: { en: 'Kiosk ended.', es: 'Quiosco cerrado.' },
  kioskNotRunning: { en: 'This kiosk is not running.', es: 'Este quiosco no está abierto.' },
});
