import { Check, Pencil, X } from 'lucide-react';
import { UNLIMITED, type Plan } from '@common/subscriptions';
import { count, money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DELIVERED, LIMITS } from '../lib/plan-form';

/** A plan as members see it: price, limits, the capabilities it includes (those delivered; decision 049). */
export function PlanCard({ plan: p, onEdit }: { plan: Plan; onEdit: () => void }) {
  const { t, language } = useT('staff');
  return (
    <Card className="flex flex-col p-5" data-testid="staff-plan">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-bold text-ink-900">{p.displayName}</h3>
          <p className="text-sm text-slate-600">{p.description}</p>
        </div>
        <p className="shrink-0 text-xl font-extrabold text-ink-900 tabular-nums">
          {money(p.price, language)}
          <span className="text-sm font-medium text-slate-600">{t('plans.perMonth')}</span>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {LIMITS.map((key) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{t(`plans.limits.${key}`)}</dt>
            <dd className="text-right font-semibold text-ink-900 tabular-nums">{p[key] === UNLIMITED ? t('plans.unlimited') : count(p[key], language)}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {DELIVERED.map((capability) => {
          const on = p.includes.some((l) => l.key === capability);
          return (
            <li key={capability} className={on ? 'text-ink-900' : 'text-slate-500'}>
              {on ? (
                <Check className="mr-1 inline size-4 text-green-700" aria-label={t('plans.included')} />
              ) : (
                <X className="mr-1 inline size-4" aria-label={t('plans.notIncluded')} />
              )}
              {t(`plans.capabilities.${capability}`)}
            </li>
          );
        })}
      </ul>
      <div className="mt-auto pt-4">
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('actions.edit')}
          <span className="sr-only"> {t('plans.editPlan', { name: p.displayName })}</span>
        </Button>
      </div>
    </Card>
  );
}
