import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useMyAssignments } from '@/features/training-plans/api/use-my-assignments';
import { useMyToday } from '@/features/training-plans/api/use-my-today';
import { AssignmentCalendar } from '@/features/training-plans/athlete/assignment-calendar';
import { MyAssignmentsList } from '@/features/training-plans/athlete/my-assignments-list';
import { PlanPreview } from '@/features/training-plans/athlete/plan-preview';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Card } from '@/ui/card';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';

/**
 * /training-plan: the athlete's plans (a parent: their children's, with a switcher), or the preview
 * and the upgrade when the plan does not include training plans and nothing was assigned.
 * /training-plan/:assignmentId: the calendar, to log (athlete, parent) or read and comment (coach).
 */
export default function TrainingPlanPage() {
  const { t } = useT('myTraining');
  const { user } = useUser();
  const assignmentId = Number(useParams<{ assignmentId?: string }>().assignmentId) || 0;
  const today = useMyToday();
  if (!user || today.isPending) return <Spinner label={t('page.loading')} />;
  if (assignmentId) {
    return (
      <>
        <PageIntro eyebrow={t('page.eyebrow')} title={t('page.calendarTitle')} width="max-w-3xl">
          <Link
            href="/training-plan"
            className="text-sm font-semibold text-white underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('page.back')}
          </Link>
        </PageIntro>
        <div className="mx-auto max-w-3xl px-4 py-6">
          {today.data ? (
            <AssignmentCalendar assignmentId={assignmentId} today={today.data.date} canLog={user.role !== 'COACH'} parent={user.role === 'PARENT'} />
          ) : null}
        </div>
      </>
    );
  }
  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={user.role === 'PARENT' ? t('page.titleParent') : t('page.title')} width="max-w-3xl">
        {user.role === 'PARENT' ? t('page.leadParent') : t('page.lead')}
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-6">
        <Plans included={today.data?.included ?? false} parent={user.role === 'PARENT'} />
      </div>
    </>
  );
}

function Plans({ included, parent }: { included: boolean; parent: boolean }) {
  const { t } = useT('myTraining');
  const list = useMyAssignments();
  const [athleteId, setAthleteId] = useState(0);
  if (list.isPending) return <Spinner label={t('page.loading')} />;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  if (list.data.length === 0) return included ? <Card className="p-5 text-sm text-slate-700">{t('page.none')}</Card> : <PlanPreview />;
  const athletes = [...new Map(list.data.map((a) => [a.athlete.id, a.athlete.name])).entries()];
  const shown = list.data.filter((a) => !athleteId || a.athlete.id === athleteId);
  return (
    <div className="space-y-4">
      {parent && athletes.length > 1 && (
        <div>
          <label htmlFor="child" className="text-sm font-medium text-ink-900">
            {t('page.child')}
          </label>
          <select
            id="child"
            value={athleteId}
            onChange={(e) => setAthleteId(Number(e.target.value))}
            className="mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
          >
            <option value={0}>{t('page.allChildren')}</option>
            {athletes.map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      {parent && athletes.length === 1 && <p className="text-sm text-slate-700">{t('page.childName', { name: athletes[0]![1] })}</p>}
      <MyAssignmentsList assignments={shown} />
    </div>
  );
}
