import { CalendarDays, Clock, MapPin, Ticket, UserRound } from 'lucide-react';
import type { Booking } from '@common/bookings';
import { wallTime } from '@/lib/i18n/format';
import type { Language } from '@/lib/i18n/language';
import { FactList } from '@/ui/fact-list';
import { coachOf } from './booking-summary';

const LOOK = {
  /** My Training Sessions: the facts on one wrapping line. */
  list: {
    athlete: 'mt-0.5 text-sm font-medium text-slate-700',
    facts: 'mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700',
    icon: 'size-4 text-slate-500',
  },
  /** The dashboard's card: two columns from sm up. */
  card: {
    athlete: 'mt-0.5 text-sm text-slate-600',
    facts: 'mt-2 grid gap-x-5 gap-y-1 text-sm text-slate-700 sm:grid-cols-2',
    icon: 'size-4 shrink-0 text-slate-500',
  },
} as const;

/** The screen's translate function: My Training Sessions and the dashboard both have these keys. */
type RowT = (key: 'row.for' | 'row.coach' | 'row.timeTba' | 'row.paidWithCredit', values?: Record<string, string | number>) => string;

interface BookedSessionFactsProps {
  session: Booking['session'];
  look: keyof typeof LOOK;
  /** The athlete's name when the booking is for someone other than the reader. */
  athleteName: string | null;
  /** The day, as the row already shows it elsewhere (in its buttons' names). */
  when: string;
  /** Named before the session's own location (the dashboard's "Octane, Court 2"). */
  facility?: string;
  /** Booked with a session pack's credit: the pack, named wherever the booking shows (issue 29). */
  creditPack?: string | null;
  t: RowT;
  language: Language;
}

/** Under a booked session's name: its title, whom it is for, then day, time, coach and place. */
export function BookedSessionFacts({ session: s, look, athleteName, when, facility, creditPack, t, language }: BookedSessionFactsProps) {
  const l = LOOK[look];
  const place =
    facility === undefined ? (
      s.location
    ) : (
      <>
        {facility}
        {s.location ? `, ${s.location}` : ''}
      </>
    );
  return (
    <>
      {s.sessionTitle && <p className="mt-0.5 text-sm text-slate-600">{s.sessionTitle}</p>}
      {athleteName && <p className={l.athlete}>{t('row.for', { name: athleteName })}</p>}
      <FactList
        className={l.facts}
        iconClassName={l.icon}
        facts={[
          { icon: CalendarDays, text: when },
          { icon: Clock, text: wallTime(s.time, language) ?? t('row.timeTba') },
          { icon: UserRound, text: t('row.coach', { name: coachOf(s) }) },
          { icon: MapPin, text: place },
          ...(creditPack ? [{ icon: Ticket, text: t('row.paidWithCredit', { pack: creditPack }) }] : []),
        ]}
      />
    </>
  );
}
