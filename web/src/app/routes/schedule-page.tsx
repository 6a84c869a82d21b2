import { CalendarSearch } from 'lucide-react';
import { Link } from 'wouter';
import { useUser } from '@/lib/use-user';
import { Button } from '@/ui/button';
import { FilterTabs } from '@/ui/filter-tabs';
import { PageIntro } from '@/ui/page-intro';
import { StatusPanel } from '@/ui/status-panel';
import { TYPE_FILTERS } from '@/features/schedule/activities';
import { SportChips } from '@/features/schedule/components/sport-chips';
import { DayView } from '@/features/schedule/components/day-view';
import { ExtraFilters } from '@/features/schedule/components/extra-filters';
import { PaymentSuccessNotice } from '@/features/schedule/components/payment-success-notice';
import { ProgramBanner } from '@/features/schedule/components/program-banner';
import { ScheduleLoadError } from '@/features/schedule/components/schedule-load-error';
import { ScheduleSkeleton } from '@/features/schedule/components/schedule-skeleton';
import { TimeZoneNote } from '@/features/schedule/components/time-zone-note';
import { WeekGrid } from '@/features/schedule/components/week-grid';
import { WeekNav } from '@/features/schedule/components/week-nav';
import { useScheduleWeek } from '@/features/schedule/hooks/use-schedule-week';
import { useWideScreen } from '@/features/schedule/hooks/use-wide-screen';
import { longDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';

/**
 * Part 2, all activities schedule: training sessions and pickup games, a week at a time (seven
 * columns on wide screens, one day at a time on phones), filtered by type or sport, program and
 * coach; guests can browse. The week, program and coach live in the address, so a link keeps them.
 */
export default function SchedulePage() {
  const { user } = useUser();
  const { t, language } = useT('schedule');
  const wide = useWideScreen();
  const s = useScheduleWeek();
  const { programId, later } = s;

  let body;
  if (s.status === 'loading') body = <ScheduleSkeleton />;
  else if (s.status === 'failed') body = <ScheduleLoadError what="all" onRetry={s.retry} retrying={s.retrying} />;
  else {
    body = (
      <>
        {s.failed && <ScheduleLoadError what={s.failed} onRetry={s.retry} retrying={s.retrying} />}
        {s.weekCount === 0 ? (
          <StatusPanel
            icon={CalendarSearch}
            title={t('empty.title')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {later && <Button onClick={() => s.goTo(later)}>{t('empty.goTo', { date: longDay(later, language) })}</Button>}
                {s.filtering ? (
                  <Button variant="outline" onClick={s.showAll}>
                    {t('empty.showAll')}
                  </Button>
                ) : (
                  <Button asChild variant="outline">
                    <Link href={user ? '/training' : '/training-programs'}>{t('empty.browse')}</Link>
                  </Button>
                )}
              </div>
            }
          >
            {later ? t('empty.later') : t('empty.none')}
          </StatusPanel>
        ) : wide ? (
          <WeekGrid days={s.week} today={s.today} />
        ) : (
          <DayView days={s.week} selected={s.selected} onSelect={s.setPicked} />
        )}
      </>
    );
  }

  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} extra={<TimeZoneNote />} width="max-w-7xl">
        {programId !== null ? t('introProgram') : t('intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 sm:pt-6">
        <div className="mt-2 mb-4 space-y-4 empty:hidden">
          {s.paid && <PaymentSuccessNotice onDismiss={s.dismissPayment} showSessionsLink={user?.role === 'ATHLETE'} />}
          {programId !== null && <ProgramBanner name={s.programName} />}
        </div>
        <FilterTabs
          label={t('filters.label')}
          tabs={TYPE_FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))}
          value={s.filter}
          onValueChange={s.setFilter}
          barClassName="z-30 -mx-4 mb-6 space-y-3 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur lg:sticky lg:top-16"
          barExtra={
            <>
              {programId === null && <SportChips sports={s.sports} value={s.sport} onChange={s.setSport} />}
              <div className="flex flex-wrap items-end justify-between gap-3">
                <WeekNav start={s.start} today={s.today} onChange={s.goTo} />
                <ExtraFilters
                  programs={s.choices.programs}
                  coaches={s.choices.coaches}
                  programId={programId}
                  coach={s.coach}
                  onProgram={s.setProgram}
                  onCoach={s.setCoach}
                />
              </div>
            </>
          }
        >
          {body}
        </FilterTabs>
      </div>
    </>
  );
}
