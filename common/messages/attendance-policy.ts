import { defineMessages } from './define.ts';

/** The no-show and late-cancel policy (issue 32, decision 059; common/attendance-policy.ts). */
export const ATTENDANCE_POLICY = defineMessages({
  saved: { en: 'Attendance policy saved.', es: 'Política de asistencia guardada.' },
  forgiven: { en: 'Strike forgiven.', es: 'Falta perdonada.' },
  alreadyForgiven: { en: 'This strike was already forgiven.', es: 'Esta falta ya estaba perdonada.' },
  strikeNotFound: { en: 'This strike does not exist.', es: 'Esta falta no existe.' },
  limitRange: { en: 'Choose between 1 and 10 strikes.', es: 'Elige entre 1 y 10 faltas.' },
  windowRange: { en: 'Choose a period of 7 to 365 days.', es: 'Elige un periodo de 7 a 365 días.' },
  blockRange: { en: 'Choose a pause of 1 to 90 days.', es: 'Elige una pausa de 1 a 90 días.' },
  modeInvalid: { en: 'Choose no policy, strikes or a fee.', es: 'Elige sin política, faltas o un cargo.' },
  feeRange: { en: 'Choose a fee from $1.00 to $500.00.', es: 'Elige un cargo de $1.00 a $500.00.' },
  forgivenRefund: {
    en: 'Strike forgiven. The fee is being refunded to the card it was charged to.',
    es: 'Falta perdonada. El cargo se está reembolsando a la tarjeta en que se cobró.',
  },
  feeNoCard: { en: 'No saved card to charge the fee to.', es: 'No hay una tarjeta guardada a la que cobrar el cargo.' },
  /** The refusal while an athlete's booking is paused (`until`: the facility date it ends, YYYY-MM-DD). */
  paused: {
    en: (p: { until: string; limit: number; days: number }) =>
      `Booking is paused until ${p.until}: ${p.limit} missed or late-cancelled session${p.limit === 1 ? '' : 's'} within ${p.days} days. Please contact the front desk if this is a mistake.`,
    es: (p: { until: string; limit: number; days: number }) =>
      `Las reservas están en pausa hasta el ${p.until}: ${p.limit} ${p.limit === 1 ? 'sesión perdida o cancelada' : 'sesiones perdidas o canceladas'} tarde en ${p.days} días. Contacta con recepción si crees que es un error.`,
  },
});
