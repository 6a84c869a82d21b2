import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { ProgramWithSessions, SessionSummary } from '@common/programs';
import { shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import { ageGroupLabel } from '@/features/programs/age-group-label';
import { BookingWindowNote, OpensForYouBadge } from '../../window/booking-window-note';
import { useBookingWindow } from '../../window/use-booking-window';

const SHOWN = 8;

/**
 * A program without a chosen session: pick one of its upcoming sessions with spots left. A session
 * not open to this member yet (decision 056) is listed with the day it opens and cannot be picked;
 * `notOpen` is the one the link pointed at, when it was such a session.
 */
export function SessionPicker({
  program,
  unavailable,
  basePath,
  notOpen,
}: {
  program: ProgramWithSessions;
  unavailable: boolean;
  basePath: string;
  notOpen?: SessionSummary;
}) {
  const { t, language } = useT('checkout');
  const bookingWindow = useBookingWindow();
  const notOpenState = notOpen ? bookingWindow.stateOf(notOpen.bookingOpens) : null;
  const open = program.upcomingSessions.filter((s) => s.availableSpots > 0);
  const words = useT('programs').t;
  // The ages a session is for (issue 29), unless its title already says them.
  const ages = (s: SessionSummary) => {
    const label = ageGroupLabel(s.ageGroup, words);
    return label === s.sessionTitle ? null : label;
  };
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">{t('pick.heading')}</h2>
      <p className="mt-1 text-sm text-slate-700">{t('pick.intro', { program: program.name })}</p>
      {unavailable && (
        <Alert tone="info" className="mt-4">
          {t('pick.unavailable')}
        </Alert>
      )}
      {notOpen && notOpenState && !notOpenState.open && (
        <Alert tone="info" className="mt-4">
          <p className="font-semibold">
            {t('pick.notOpen', { when: `${shortDay(notOpen.date, language)} · ${wallTime(notOpen.time, language) ?? t('timeTba')}` })}
          </p>
          <BookingWindowNote state={notOpenState} sellers={bookingWindow.sellers} mayUpgrade={bookingWindow.mayUpgrade} />
        </Alert>
      )}
      {open.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('pick.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200">
          {open.slice(0, SHOWN).map((s) => {
            const state = bookingWindow.stateOf(s.bookingOpens);
            const facts = (
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">
                  {shortDay(s.date, language)} · {wallTime(s.time, language) ?? t('timeTba')} {state.early && <OpensForYouBadge />}
                </span>
                <span className="block text-sm text-slate-700">
                  {[s.sessionTitle, ages(s), s.location, t('pick.spotsLeft', { count: s.availableSpots })].filter(Boolean).join(' · ')}
                </span>
                {!state.open && <BookingWindowNote state={state} sellers={bookingWindow.sellers} mayUpgrade={false} />}
              </span>
            );
            return (
              <li key={s.id}>
                {state.open ? (
                  <Link
                    href={`${basePath}?programId=${program.id}&sessionId=${s.id}`}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {facts}
                    <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
                  </Link>
                ) : (
                  <div className="flex items-center gap-3 bg-slate-50 px-4 py-3 text-slate-600">{facts}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <Link href={`/schedule?program=${program.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('pick.fullSchedule', { program: program.name })}
        </Link>
      </p>
    </Card>
  );
}
