import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { AssignedDay, AssignmentSummary } from '@common/training-plans';
import { longDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useMyAssignment } from '../api/use-my-assignment';
import { ComplianceLine } from './compliance-line';
import { DayComments } from './day-comments';
import { planWeekOf, shiftWeek } from './day-status';
import { ExerciseLogCard } from './exercise-log-card';
import { WeekStrip } from './week-strip';

interface Props {
  assignmentId: number;
  today: string;
  /** Coaches read the logs; athletes and parents log. */
  canLog: boolean;
  /** A parent logs (and films) for their child. */
  parent?: boolean;
}

/** An assignment's calendar: compliance, a week strip with previous and next week, and the chosen day's exercises. */
export function AssignmentCalendar({ assignmentId, today, canLog, parent = false }: Props) {
  const { t } = useT('myTraining');
  const [start, setStart] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);
  const current = start ? planWeekOf(start, today < start ? start : today) : null;
  const range = current && offset !== 0 ? shiftWeek(current, offset) : undefined;
  const q = useMyAssignment(assignmentId, range?.from, range?.to);
  const [selected, setSelected] = useState<string | null>(null);
  if (q.isPending) return <Spinner label={t('page.loading')} />;
  if (q.isError)
    return (
      <p role="alert" className="text-red-700">
        {q.error.message}
      </p>
    );
  const { assignment } = q.data;
  if (start === null) setStart(assignment.startDate);
  const week = range ?? current ?? planWeekOf(assignment.startDate, today);
  const days = q.data.days.filter((d) => d.date >= week.from && d.date <= week.to);
  const day = days.find((d) => d.date === selected) ?? days.find((d) => d.date === today) ?? days[0];
  const todayWeek = today >= assignment.startDate ? Math.floor((Date.parse(today) - Date.parse(assignment.startDate)) / 604_800_000) : null;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-ink-900">{assignment.plan.title}</h2>
        <p className="text-sm text-slate-700">{t('calendar.who', { athlete: assignment.athlete.name, coach: assignment.coach.name })}</p>
      </div>
      <ComplianceLine assignmentId={assignmentId} week={todayWeek} />
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={() => setOffset(offset - 1)} disabled={week.from <= assignment.startDate}>
          <ChevronLeft aria-hidden className="size-4" /> <span className="sr-only sm:not-sr-only">{t('calendar.previous')}</span>
        </Button>
        <p className="text-sm font-semibold text-ink-900">{days[0] ? t('calendar.weekN', { n: days[0].week + 1 }) : ''}</p>
        <Button variant="ghost" size="sm" onClick={() => setOffset(offset + 1)} disabled={week.to >= assignment.endDate}>
          <span className="sr-only sm:not-sr-only">{t('calendar.next')}</span> <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
      <WeekStrip days={days} today={today} selected={day?.date ?? ''} onSelect={setSelected} />
      {day && <DayDetail assignment={assignment} day={day} today={today} canLog={canLog} uploadFor={parent ? assignment.athlete.id : undefined} />}
    </div>
  );
}

function DayDetail({
  assignment,
  day,
  today,
  canLog,
  uploadFor,
}: {
  assignment: AssignmentSummary;
  day: AssignedDay;
  today: string;
  canLog: boolean;
  uploadFor: number | undefined;
}) {
  const { t, language } = useT('myTraining');
  const reason = !canLog ? t('calendar.readOnly') : assignment.ended ? t('calendar.ended') : day.date > today ? t('calendar.future') : null;
  return (
    <section aria-labelledby="day-title" className="space-y-3">
      <h2 id="day-title" className="text-lg font-bold text-ink-900">
        {longDay(day.date, language)}
        {day.title ? ` · ${day.title}` : ''}
      </h2>
      {day.exercises.length === 0 ? (
        <Card className="p-4 text-sm text-slate-700">{t('calendar.rest')}</Card>
      ) : (
        day.exercises.map((e) => (
          <ExerciseLogCard
            key={`${day.date}-${e.id}`}
            assignmentId={assignment.id}
            date={day.date}
            exercise={e}
            log={day.logs.find((l) => l.exerciseId === e.id)}
            demo={day.demos.find((d) => d.id === e.demoItemId)}
            readOnlyReason={reason}
            uploadFor={uploadFor}
          />
        ))
      )}
      <DayComments assignmentId={assignment.id} day={day} />
    </section>
  );
}
