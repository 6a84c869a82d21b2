import { defineMessages } from './define.ts';

/** Reminders, quiet hours, text messages and the one-click links (decisions 058, 061; common/reminders.ts). */
export const REMINDERS = defineMessages({
  linkInvalid: {
    en: 'This reminder link is not valid. Please check that you opened the whole link from the e-mail.',
    es: 'Este enlace de recordatorio no es válido. Comprueba que abriste el enlace completo del correo.',
  },
  linkUsed: { en: 'This reminder link was already used.', es: 'Este enlace de recordatorio ya se usó.' },
  offsetsSaved: { en: 'Reminder times saved.', es: 'Horarios de recordatorio guardados.' },
  offsetRange: {
    en: 'Each reminder time is a whole number of hours from 1 to 336 (two weeks).',
    es: 'Cada horario de recordatorio es un número entero de horas de 1 a 336 (dos semanas).',
  },
  offsetsDuplicate: { en: 'Each reminder time may appear only once.', es: 'Cada horario de recordatorio puede aparecer una sola vez.' },
  offsetsCount: { en: 'Set from 1 to 5 reminder times.', es: 'Indica de 1 a 5 horarios de recordatorio.' },
  preferencesSaved: { en: 'Your reminder choices are saved.', es: 'Tus preferencias de recordatorio se guardaron.' },
  quietSame: { en: 'Quiet hours must start and end at different times.', es: 'Las horas de silencio deben empezar y terminar a horas distintas.' },
  quietTime: { en: 'Use a time like 21:00 for quiet hours.', es: 'Usa una hora como 21:00 para las horas de silencio.' },
  smsPhone: {
    en: 'Enter a mobile number with its country code, like +1 555 555 0123.',
    es: 'Escribe un número de móvil con su código de país, como +1 555 555 0123.',
  },
  smsPhoneNeeded: { en: 'Enter the mobile number to text reminders to.', es: 'Escribe el número de móvil al que enviar los recordatorios por mensaje.' },
});
