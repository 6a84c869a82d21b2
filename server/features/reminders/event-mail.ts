/** The e-mails of a pickup game's reminder and of a waitlist offer about to lapse, in the reader's language (issue 32). */
import type { Config } from '../../config.ts';
import { atTimeIn, clockIn, longDateIn } from '../../platform/i18n/format.ts';
import type { Language } from '../../platform/i18n/language.ts';
import type { MailMessage } from '../../platform/mail/outbox.ts';

const WORDS = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    gameSubject: (title: string, date: string) => `Reminder: ${title} on ${date}`,
    game: (title: string, when: string) => `A reminder: you are playing in ${title} on ${when}.`,
    location: 'Location',
    ask: 'Will you be there? One tap answers, no sign-in needed:',
    yes: "I'll be there",
    no: "Can't make it (shows what leaving refunds before you leave)",
    once: 'Each link works once, until the game starts. Leaving 24 hours or more ahead refunds a paid place; later, the payment is kept.',
    offerSubject: (program: string) => `Your place in ${program} is held for 30 more minutes`,
    offer: (what: string, when: string, until: string) =>
      `The place that opened for ${what} on ${when} is held until ${until}. After that it goes to the next person in line.`,
    you: 'you',
    book: (url: string) => `Book it here: ${url}`,
    decline: 'Not needed any more? Decline it on your dashboard so the next person gets it sooner.',
    settings: (url: string) => `Turn reminder e-mails off or set quiet hours on your account page: ${url}`,
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    gameSubject: (title: string, date: string) => `Recordatorio: ${title}, ${date}`,
    game: (title: string, when: string) => `Te recordamos que juegas en ${title} el ${when}.`,
    location: 'Lugar',
    ask: '¿Vas a venir? Responde con un toque, sin iniciar sesión:',
    yes: 'Ahí estaré',
    no: 'No puedo ir (muestra lo que se reembolsa antes de salir)',
    once: 'Cada enlace funciona una vez, hasta que empiece el partido. Salir con 24 horas o más de antelación reembolsa la plaza pagada; después, el pago se conserva.',
    offerSubject: (program: string) => `Tu plaza en ${program} está guardada 30 minutos más`,
    offer: (what: string, when: string, until: string) =>
      `La plaza que se abrió para ${what} el ${when} está guardada hasta las ${until}. Después pasa a la siguiente persona en la lista.`,
    you: 'ti',
    book: (url: string) => `Resérvala aquí: ${url}`,
    decline: '¿Ya no la necesitas? Recházala en tu panel para que pase antes a la siguiente persona.',
    settings: (url: string) => `Desactiva los recordatorios por correo o elige horas de silencio en tu página de cuenta: ${url}`,
  },
} as const;

const originOf = (config: Config) => config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;
const footer = (config: Config, lang: Language) => [
  '',
  WORDS[lang].settings(`${originOf(config)}/profile`),
  '',
  `${config.BUSINESS_NAME} · ${config.BUSINESS_PHONE}`,
];

export function gameReminderMail(
  config: Config,
  f: { to: string; firstName: string; language: Language; title: string; date: string; time: string; location: string; startsAt: Date; token: string },
): MailMessage {
  const m = WORDS[f.language];
  const when = `${longDateIn(f.date, f.language)} ${atTimeIn(f.time, f.language)}`;
  // The same one-tap page as a session's reminder (decision 048): /reminder/<secret>?answer=yes|no.
  const link = (answer: 'yes' | 'no') => `${originOf(config)}/reminder/${f.token}?answer=${answer}`;
  const text = [
    m.hi(f.firstName),
    '',
    m.game(f.title, when),
    `${m.location}: ${f.location}, ${config.BUSINESS_ADDRESS}`,
    '',
    m.ask,
    `${m.yes}: ${link('yes')}`,
    `${m.no}: ${link('no')}`,
    '',
    m.once,
    ...footer(config, f.language),
  ];
  return { to: f.to, subject: m.gameSubject(f.title, longDateIn(f.date, f.language)), text: text.join('\n') };
}

export function offerLapsingMail(
  config: Config,
  f: {
    to: string;
    firstName: string;
    language: Language;
    self: boolean;
    athlete: string;
    program: string;
    date: string;
    time: string;
    expiresAt: Date;
    checkoutPath: string;
  },
): MailMessage {
  const m = WORDS[f.language];
  const when = `${longDateIn(f.date, f.language)} ${atTimeIn(f.time, f.language)}`;
  const until = clockIn(f.expiresAt, config.FACILITY_TZ, f.language);
  const text = [
    m.hi(f.firstName),
    '',
    m.offer(f.self ? m.you : f.athlete, when, until),
    '',
    m.book(`${originOf(config)}${f.checkoutPath}`),
    m.decline,
    ...footer(config, f.language),
  ];
  return { to: f.to, subject: m.offerSubject(f.program), text: text.join('\n') };
}
