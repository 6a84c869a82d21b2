import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import type { SessionSummary } from '@common/programs';
import { shortDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { AgeGroupBadge } from './age-group-badge';

/** Part 1, 2.7: the Next Session box of a program card: the ages it is for, date, time with duration, location, spots. */
export function NextSession({ session, duration }: { session: SessionSummary | undefined; duration: number }) {
  const { t, language } = useT('programs');
  return (
    <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-3.5 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">{t('next.title')}</p>
        {session && <AgeGroupBadge ageGroup={session.ageGroup} className="bg-white" />}
      </div>
      {session ? (
        <dl className="mt-2 grid gap-1.5 text-ink-900">
          <Row icon={CalendarDays} term={t('next.date')}>
            {shortDay(session.date, language)}
          </Row>
          <Row icon={Clock} term={t('next.time')}>
            {wallTime(session.time, language) ?? t('next.timeTba')} <span className="text-slate-600">{t('next.minutes', { minutes: duration })}</span>
          </Row>
          <Row icon={MapPin} term={t('next.location')}>
            {session.location}
          </Row>
          <Row icon={Users} term={t('next.spots')}>
            <span className={session.availableSpots <= 0 ? 'font-semibold text-red-700' : undefined}>
              {session.availableSpots <= 0 ? t('next.full') : t('next.available', { count: session.availableSpots })}
            </span>
          </Row>
        </dl>
      ) : (
        <p className="mt-2 text-slate-700">{t('next.none')}</p>
      )}
    </div>
  );
}

function Row({ icon: Icon, term, children }: { icon: typeof Clock; term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <dt className="sr-only">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
