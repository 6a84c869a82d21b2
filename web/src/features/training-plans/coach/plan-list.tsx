import { Link } from 'wouter';
import type { PlanSummary } from '@common/training-plans';
import { useEnumLabels } from '@/lib/i18n/enum-labels';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';

interface PlanListProps {
  plans: PlanSummary[];
  onCopy: (plan: PlanSummary, asTemplate: boolean) => void;
  onAssign: (plan: PlanSummary) => void;
  onArchive: (plan: PlanSummary, archived: boolean) => void;
}

/** The coach's plans, templates or archived plans, each with its weeks, athletes on it and actions. */
export function PlanList({ plans, onCopy, onAssign, onArchive }: PlanListProps) {
  const { t } = useT('planBuilder');
  const labels = useEnumLabels();
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {plans.map((p) => (
        <li key={p.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="plan-card">
          <div className="space-y-1">
            <h2 className="text-lg font-bold text-ink-900">{p.title}</h2>
            <p className="text-sm text-slate-600">
              {[labels.sport(p.sport), t('list.weeks', { count: p.weekCount }), t('list.by', { name: p.author.name })].filter(Boolean).join(' · ')}
            </p>
            {p.activeAssignments > 0 && <Badge tone="success">{t('list.athletes', { count: p.activeAssignments })}</Badge>}
          </div>
          {p.description && <p className="line-clamp-3 text-sm text-slate-700">{p.description}</p>}
          <div className="mt-auto flex flex-wrap gap-2">
            <Button asChild size="sm" variant="secondary">
              <Link href={`/coach/plans/${p.id}`} aria-label={t('list.openOf', { title: p.title })}>
                {t('list.open')}
              </Link>
            </Button>
            {!p.archived && !p.isTemplate && (
              <Button size="sm" onClick={() => onAssign(p)} aria-label={t('list.assignOf', { title: p.title })}>
                {t('list.assign')}
              </Button>
            )}
            {p.isTemplate ? (
              <Button size="sm" variant="outline" onClick={() => onCopy(p, false)}>
                {t('list.fromTemplate')}
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => onCopy(p, true)}>
                {t('list.asTemplate')}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => onCopy(p, p.isTemplate)} aria-label={t('list.copyOf', { title: p.title })}>
              {t('list.copy')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onArchive(p, !p.archived)}>
              {p.archived ? t('list.restore') : t('list.archive')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
