import type { PushPayload } from '../../../common/push.ts';
import type { Config } from '../../config.ts';
import { atTimeIn, clockIn, shortDateIn } from '../../platform/i18n/format.ts';
import type { Language } from '../../platform/i18n/language.ts';

/*
 * The pickup game and lapsing-offer reminders as a text (decision 061) and a notification
 * (decision 058), short and in the reader's language: the game's with its one-tap answer page, the
 * offer's with its checkout.
 */
const WORDS = {
  en: {
    gameText: (business: string, game: string, when: string, where: string) => `${business}: reminder, you are playing ${game} ${when}, ${where}.`,
    answer: (url: string) => `I'll be there / can't make it: ${url}`,
    gameTitle: (game: string) => `Reminder: ${game}`,
    gameBody: (when: string, where: string) => `You are playing ${when} at ${where}. Tap to answer: I'll be there, or can't make it.`,
    offerText: (business: string, who: string, what: string, until: string) => `${business}: the place held for ${who} in ${what} is released at ${until}.`,
    you: 'you',
    book: (url: string) => `Book it: ${url}`,
    offerTitle: (program: string) => `Your place in ${program} is held until soon`,
    offerBody: (who: string, when: string, until: string) => `The place for ${who} on ${when} is released at ${until}. Tap to book it.`,
  },
  es: {
    gameText: (business: string, game: string, when: string, where: string) => `${business}: recordatorio, juegas ${game} el ${when}, ${where}.`,
    answer: (url: string) => `Ahí estaré / no puedo ir: ${url}`,
    gameTitle: (game: string) => `Recordatorio: ${game}`,
    gameBody: (when: string, where: string) => `Juegas el ${when} en ${where}. Toca para responder: ahí estaré, o no puedo ir.`,
    offerText: (business: string, who: string, what: string, until: string) =>
      `${business}: la plaza reservada para ${who} en ${what} se libera a las ${until}.`,
    you: 'ti',
    book: (url: string) => `Resérvala: ${url}`,
    offerTitle: (program: string) => `Tu plaza en ${program} se libera pronto`,
    offerBody: (who: string, when: string, until: string) => `La plaza para ${who} el ${when} se libera a las ${until}. Toca para reservarla.`,
  },
} as const;

const originOf = (config: Config) => config.APP_ORIGIN ?? `http://localhost:${config.PORT}`;

export interface GameFacts {
  language: Language;
  title: string;
  date: string;
  time: string;
  location: string;
  token: string;
}

export function gameSms(config: Config, f: GameFacts): string {
  const m = WORDS[f.language];
  const when = `${shortDateIn(f.date, f.language)} ${atTimeIn(f.time, f.language)}`;
  return `${m.gameText(config.BUSINESS_NAME, f.title, when, f.location)} ${m.answer(`${originOf(config)}/reminder/${f.token}`)}`;
}

export function gamePush(f: GameFacts & { reminderId: number }): PushPayload {
  const m = WORDS[f.language];
  const when = `${shortDateIn(f.date, f.language)} ${atTimeIn(f.time, f.language)}`;
  return { title: m.gameTitle(f.title), body: m.gameBody(when, f.location), url: `/reminder/${f.token}`, tag: `game-reminder-${f.reminderId}` };
}

export interface OfferFacts {
  language: Language;
  self: boolean;
  athlete: string;
  program: string;
  date: string;
  time: string;
  expiresAt: Date;
  checkoutPath: string;
}

export function offerSms(config: Config, f: OfferFacts): string {
  const m = WORDS[f.language];
  const what = `${f.program} ${shortDateIn(f.date, f.language)} ${atTimeIn(f.time, f.language)}`;
  return `${m.offerText(config.BUSINESS_NAME, f.self ? m.you : f.athlete, what, clockIn(f.expiresAt, config.FACILITY_TZ, f.language))} ${m.book(`${originOf(config)}${f.checkoutPath}`)}`;
}

export function offerPush(config: Config, f: OfferFacts & { reminderId: number }): PushPayload {
  const m = WORDS[f.language];
  const when = `${shortDateIn(f.date, f.language)} ${atTimeIn(f.time, f.language)}`;
  return {
    title: m.offerTitle(f.program),
    body: m.offerBody(f.self ? m.you : f.athlete, when, clockIn(f.expiresAt, config.FACILITY_TZ, f.language)),
    url: f.checkoutPath,
    tag: `offer-reminder-${f.reminderId}`,
  };
}
