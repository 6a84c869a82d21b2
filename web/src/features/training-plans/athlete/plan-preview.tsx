import { Link } from 'wouter';
import { usePlansIncluding } from '@/features/subscriptions/api/use-plans-including';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useMyPreview } from '../api/use-my-preview';
import { Prescription } from './prescription';

/** For a member whose plan lacks training plans: the sample plan's first week, read-only, and the upgrade. */
export function PlanPreview() {
  const { t } = useT('myTraining');
  const preview = useMyPreview(true);
  const names = usePlansIncluding('trainingPlans');
  return (
    <div className="space-y-4">
      <Card className="p-5">
        <h2 className="text-lg font-bold text-ink-900">{t('preview.title')}</h2>
        <p className="mt-1 text-sm text-slate-700">{names.length ? t('preview.includedIn', { plans: names.join(', ') }) : t('preview.text')}</p>
        <Button asChild className="mt-3">
          <Link href="/subscription">{t('preview.upgrade')}</Link>
        </Button>
      </Card>
      {preview.data && (
        <section aria-labelledby="preview-plan" className="space-y-3">
          <h2 id="preview-plan" className="font-semibold text-ink-900">
            {t('preview.sample', { title: preview.data.plan.title })}
          </h2>
          {preview.data.plan.description && <p className="text-sm text-slate-700">{preview.data.plan.description}</p>}
          {preview.data.plan.weeks[0]?.days.map((d, i) => (
            <Card key={i} className="p-4">
              <h3 className="font-semibold text-ink-900">
                {t('preview.day', { n: i + 1 })}
                {d.title ? ` · ${d.title}` : ''}
              </h3>
              {d.exercises.length === 0 ? (
                <p className="text-sm text-slate-700">{t('calendar.rest')}</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {d.exercises.map((e) => (
                    <li key={e.id}>
                      <span className="text-sm font-medium text-ink-900">{e.name}</span>
                      <Prescription exercise={e} />
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </section>
      )}
    </div>
  );
}
