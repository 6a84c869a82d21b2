import { CANCEL_NOTICE_HOURS } from '../../../common/member.ts';
import type { Config } from '../../config.ts';
import { atTimeIn, longDateIn } from '../../platform/i18n/format.ts';
import type { Language } from '../../platform/i18n/language.ts';
import type { MailMessage } from '../../platform/mail/outbox.ts';

const WORDS = {
  en: {
    subject: (program: string, date: string) => `Reminder: ${program} on ${date}`,
    hi: (name: string) => `Hi ${name},`,
    youAre: (what: string, when: string) => `A reminder: you are booked for ${what} on ${when}.`,
    theyAre: (athlete: string, what: string, when: string) => `A reminder: ${athlete} is booked for ${what} on ${when}.`,
    location: 'Location',
    ask: 'Will you be there? One tap answers, no sign-in needed:',
    askFor: (athlete: string) => `Will ${athlete} be there? One tap answers, no sign-in needed:`,
    yes: "I'll be there",
    no: "Can't make it",
    policy: `"Can't make it" shows what cancelling refunds before anything is cancelled: ${CANCEL_NOTICE_HOURS} hours or more ahead, the payment in full (or the pack credit); later, nothing.`,
    once: 'Each link works once, until the session starts.',
    settings: (url: string) => `Turn reminder e-mails off or set quiet hours on your account page: ${url}`,
  },
  es: {
    subject: (program: string, date: string) => `Recordatorio: ${program}, ${date}`,
    hi: (name: string) => `Hola, ${name}:`,
    youAre: (what: string, when: string) => `Te recordamos que tienes plaza reservada en ${what} el ${when}.`,
    theyAre: (athlete: string, what: string, when: string) => `Te recordamos que ${athlete} tiene plaza reservada en ${what} el ${when}.`,
    location: 'Lugar',
    ask: '¿Vas a venir? Responde con un toque, sin iniciar sesión:',
    askFor: (athlete: string) => `¿Va a venir ${athlete}? Responde con un toque, sin iniciar sesión:`,
    yes: 'Ahí estaré',
    no: 'No puedo ir',
    policy: `«No puedo ir» muestra lo que se reembolsa antes de cancelar nada: con ${CANCEL_NOTICE_HOURS} horas o más de antelación, el pago completo (o el crédito del paquete); después, nada.`,
    once: 'Cada enlace funciona una vez, hasta que empiece la sesión.',
    settings: (url: string) => `Desactiva los recordatorios por correo o elige horas de silencio en tu página de cuenta: ${url}`,
  },
} as const;

export interface ReminderFacts {
  to: string;
  firstName: string;
  language: Language;
  /** The recipient is the athlete (else a linked parent). */
  self: boolean;
  athlete: string;
  program: string;
  sessionTitle: string | null;
  date: string;
  time: string;
  location: string;
  token: string;
}

const originOf = (config: Config) => config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
export const reminderLink = (config: Config, token: string, answer: 'yes' | 'no') => `${originOf(config)}/reminder/${token}?answer=${answer}`;

/** The reminder e-mail in the recipient's language, with its two answer links. */
export function reminderMail(config: Config, f: ReminderFacts): MailMessage {
  const m = WORDS[f.language];
  const what = f.sessionTitle ? `${f.program} (${f.sessionTitle})` : f.program;
  const when = `${longDateIn(f.date, f.language)} ${atTimeIn(f.time, f.language)}`;
  const text = [
    m.hi(f.firstName),
    '',
    f.self ? m.youAre(what, when) : m.theyAre(f.athlete, what, when),
    `${m.location}: ${f.location}, ${config.BUSINESS_ADDRESS}`,
    '',
    f.self ? m.ask : m.askFor(f.athlete),
    `${m.yes}: ${reminderLink(config, f.token, 'yes')}`,
    `${m.no}: ${reminderLink(config, f.token, 'no')}`,
    '',
    m.policy,
    m.once,
    '',
    m.settings(`${originOf(config)}/profile`),
    '',
    `${config.BUSINESS_NAME} · ${config.BUSINESS_PHONE}`,
  ].join('\n');
  return { to: f.to, subject: m.subject(f.program, longDateIn(f.date, f.language)), text };
}
