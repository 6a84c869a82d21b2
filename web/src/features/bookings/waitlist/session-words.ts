import { shortDay, wallTime } from '@/lib/i18n/format';
import type { TFunction } from '@/lib/i18n/i18next';
import type { Language } from '@/lib/i18n/language';

/** A session's program (and title), day and time, for the waitlist's sentences and screen-reader context. */
export interface SessionInfo {
  programName: string;
  sessionTitle: string | null;
  date: string;
  time: string;
}

export function sessionWords(s: SessionInfo, t: TFunction<'waitlist'>, language: Language) {
  return {
    what: s.sessionTitle ? `${s.programName} ${s.sessionTitle}` : s.programName,
    program: s.programName,
    day: shortDay(s.date, language),
    time: wallTime(s.time, language) ?? t('timeTba'),
  };
}
