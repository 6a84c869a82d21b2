import type { PushPayload } from '../../../common/push.ts';
import { atTimeIn, longDateIn } from '../../platform/i18n/format.ts';
import type { Language } from '../../platform/i18n/language.ts';

const WORDS = {
  en: {
    title: (program: string) => `Reminder: ${program}`,
    you: (when: string, location: string) => `You are booked ${when} at ${location}. Tap to answer: I'll be there, or can't make it.`,
    they: (athlete: string, when: string, location: string) => `${athlete} is booked ${when} at ${location}. Tap to answer: will they be there?`,
  },
  es: {
    title: (program: string) => `Recordatorio: ${program}`,
    you: (when: string, location: string) => `Tienes plaza ${when} en ${location}. Toca para responder: ahí estaré, o no puedo ir.`,
    they: (athlete: string, when: string, location: string) => `${athlete} tiene plaza ${when} en ${location}. Toca para responder: ¿va a ir?`,
  },
} as const;

/**
 * A session reminder as a notification (decision 058), in the recipient's language. Its URL is the
 * reminder's answer page (the same signed, single-use link as the e-mail's, without a preset
 * answer: the page asks "I'll be there" or "Can't make it"). The tag is the reminder's, so a
 * device shows one notification per reminder.
 */
export function reminderPush(f: {
  language: Language;
  self: boolean;
  athlete: string;
  program: string;
  sessionTitle: string | null;
  date: string;
  time: string;
  location: string;
  token: string;
  reminderId: number;
}): PushPayload {
  const m = WORDS[f.language];
  const what = f.sessionTitle ? `${f.program} (${f.sessionTitle})` : f.program;
  const when = `${longDateIn(f.date, f.language)} ${atTimeIn(f.time, f.language)}`;
  return {
    title: m.title(what),
    body: f.self ? m.you(when, f.location) : m.they(f.athlete, when, f.location),
    url: `/reminder/${f.token}`,
    tag: `reminder-${f.reminderId}`,
  };
}
