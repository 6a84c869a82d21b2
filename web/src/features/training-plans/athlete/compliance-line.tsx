import { useT } from '@/lib/i18n/i18next';
import { ProgressBar } from '@/ui/progress-bar';
import { useMyCompliance } from '../api/use-my-compliance';

const pct = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 100));

/** Compliance this week (the plan week of today) and overall. */
export function ComplianceLine({ assignmentId, week }: { assignmentId: number; week: number | null }) {
  const { t } = useT('myTraining');
  const c = useMyCompliance(assignmentId);
  if (!c.data) return null;
  const thisWeek = pct(c.data.weeks.find((w) => w.week === week)?.compliance);
  const overall = pct(c.data.assignment.compliance);
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="compliance">
      {[
        { label: t('compliance.week'), value: thisWeek },
        { label: t('compliance.overall'), value: overall },
      ].map((x) => (
        <div key={x.label}>
          <p className="flex justify-between text-sm font-medium text-ink-900">
            <span>{x.label}</span>
            <span>{x.value === null ? t('compliance.none') : `${x.value}%`}</span>
          </p>
          <ProgressBar className="mt-1 w-full" value={x.value} label={x.label} />
        </div>
      ))}
    </div>
  );
}
