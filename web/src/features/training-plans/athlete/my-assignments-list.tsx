import { Link } from 'wouter';
import type { AssignmentSummary } from '@common/training-plans';
import { shortDay } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';

/** The plans given to an athlete, each with its dates, coach and compliance so far, linking to its calendar. */
export function MyAssignmentsList({ assignments }: { assignments: AssignmentSummary[] }) {
  const { t, language } = useT('myTraining');
  return (
    <ul className="space-y-3">
      {assignments.map((a) => (
        <li key={a.id}>
          <Card className="p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="font-semibold text-ink-900">
                <Link href={`/training-plan/${a.id}`} className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                  {a.plan.title}
                </Link>
              </h2>
              {a.ended && <Badge>{t('list.ended')}</Badge>}
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {t('list.dates', { from: shortDay(a.startDate, language), to: shortDay(a.endDate, language) })} · {t('list.coach', { name: a.coach.name })}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {a.compliance === null ? t('compliance.none') : t('list.compliance', { pct: Math.round(a.compliance * 100) })}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
