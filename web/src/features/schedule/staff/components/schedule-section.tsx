import { CalendarPlus, CalendarX, Repeat } from 'lucide-react';
import { useState } from 'react';
import { longDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { useStaffCoaches } from '@/features/coach/staff/api/use-staff-coaches';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useStaffSessions, type StaffSession } from '../api/use-staff-sessions';
import { facilityToday } from '../lib/facility-today';
import { groupWeek, mondayOf, shiftDay, shiftWeek } from '@/lib/staff/weeks';
import { CancelSessionDialog } from './cancel-session-dialog';
import { EditSessionDialog } from './edit-session-dialog';
import { RosterDialog } from './roster-dialog';
import { SeriesFormDialog } from './series-form-dialog';
import { SessionFormDialog } from './session-form-dialog';
import { SessionRow } from './session-row';
import { WeekNav } from './week-nav';

type Open = { kind: 'session' | 'series' } | { kind: 'roster' | 'edit' | 'cancel'; session: StaffSession } | null;

/** The week's sessions day by day; new sessions and series, edits, cancellations and rosters. */
export function ScheduleSection() {
  const { t, language } = useT('staff');
  const today = facilityToday(useSiteInfo().data?.timeZone);
  const thisMonday = mondayOf(today);
  const [chosen, setMonday] = useState<string | null>(null);
  const monday = chosen ?? thisMonday;
  const [open, setOpen] = useState<Open>(null);
  const sessions = useStaffSessions(monday);
  const coaches = useStaffCoaches();
  const coachName = (id: number | null) => coaches.data?.find((c) => c.id === id)?.name ?? null;
  const days = groupWeek(sessions.data ?? [], monday);
  const count = days.reduce((n, d) => n + d.sessions.length, 0);
  const close = () => setOpen(null);
  const withSession = (kind: 'roster' | 'edit' | 'cancel') => (open && 'session' in open && open.kind === kind ? open.session : null);

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader
        title={t('sections.schedule')}
        action={
          <>
            <Button onClick={() => setOpen({ kind: 'session' })}>
              <CalendarPlus className="size-4" aria-hidden="true" />
              {t('schedule.newSession')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen({ kind: 'series' })}>
              <Repeat className="size-4" aria-hidden="true" />
              {t('schedule.weeklySeries')}
            </Button>
          </>
        }
      >
        {t('schedule.intro')}
      </SectionHeader>
      <WeekNav monday={monday} thisMonday={thisMonday} onChange={setMonday} />
      <QueryState
        query={sessions}
        what={t('schedule.what')}
        empty={{
          when: count === 0,
          icon: CalendarX,
          title: t('schedule.emptyTitle'),
          text: t('schedule.emptyText'),
          action: (
            <Button variant="outline" onClick={() => setMonday(shiftWeek(monday, 1))}>
              {t('schedule.nextWeekButton')}
            </Button>
          ),
        }}
      >
        <div className="space-y-6">
          {days
            .filter((d) => d.sessions.length > 0)
            .map((d) => (
              <div key={d.date}>
                <h4 className="mb-2 text-sm font-bold tracking-wide text-slate-600 uppercase">{longDay(d.date, language)}</h4>
                <ul className="space-y-2">
                  {d.sessions.map((s) => (
                    <SessionRow
                      key={s.id}
                      session={s}
                      coachName={coachName(s.coachId)}
                      onRoster={() => setOpen({ kind: 'roster', session: s })}
                      onEdit={() => setOpen({ kind: 'edit', session: s })}
                      onCancel={() => setOpen({ kind: 'cancel', session: s })}
                    />
                  ))}
                </ul>
              </div>
            ))}
        </div>
      </QueryState>
      <SessionFormDialog open={open?.kind === 'session'} onClose={close} defaultDate={monday > today ? monday : shiftDay(today, 1)} />
      <SeriesFormDialog open={open?.kind === 'series'} onClose={close} today={today} />
      <RosterDialog session={withSession('roster')} onClose={close} />
      <EditSessionDialog session={withSession('edit')} onClose={close} />
      <CancelSessionDialog session={withSession('cancel')} onClose={close} />
    </section>
  );
}
