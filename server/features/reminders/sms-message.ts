import type { Config } from '../../config.ts';
import { atTimeIn, shortDateIn } from '../../platform/i18n/format.ts';
import type { Language } from '../../platform/i18n/language.ts';

const WORDS = {
  en: {
    you: (business: string, what: string, when: string, where: string) => `${business}: reminder, you are booked for ${what} ${when}, ${where}.`,
    they: (business: string, athlete: string, what: string, when: string, where: string) =>
      `${business}: reminder, ${athlete} is booked for ${what} ${when}, ${where}.`,
    answer: (url: string) => `I'll be there / can't make it: ${url}`,
  },
  es: {
    you: (business: string, what: string, when: string, where: string) => `${business}: recordatorio, tienes plaza en ${what} el ${when}, ${where}.`,
    they: (business: string, athlete: string, what: string, when: string, where: string) =>
      `${business}: recordatorio, ${athlete} tiene plaza en ${what} el ${when}, ${where}.`,
    answer: (url: string) => `Ahí estaré / no puedo ir: ${url}`,
  },
} as const;

/**
 * A session reminder as a text message (decision 061), short, in the recipient's language, with the
 * reminder's answer page (the same signed, single-use link as the e-mail's and the push's).
 */
export function reminderSms(
  config: Config,
  f: {
    language: Language;
    self: boolean;
    athlete: string;
    program: string;
    sessionTitle: string | null;
    date: string;
    time: string;
    location: string;
    token: string;
  },
): string {
  const m = WORDS[f.language];
  const what = f.sessionTitle ? `${f.program} (${f.sessionTitle})` : f.program;
  const when = `${shortDateIn(f.date, f.language)} ${atTimeIn(f.time, f.language)}`;
  const url = `${config.APP_ORIGIN ?? `http://localhost:${config.PORT}`}/reminder/${f.token}`;
  return `${f.self ? m.you(config.BUSINESS_NAME, what, when, f.location) : m.they(config.BUSINESS_NAME, f.athlete, what, when, f.location)} ${m.answer(url)}`;
}
