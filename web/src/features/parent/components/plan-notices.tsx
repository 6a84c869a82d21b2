import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { usePlanNotices } from '../api/use-plan-notices';

/**
 * "A coach couldn't review Lia's upload" (issue 29): a coach refused this month because the
 * parent's plan's coach reviews ran out, with the way to upgrade; nothing when there is none.
 */
export function PlanNotices() {
  const { t, language } = useT('parent');
  const notices = usePlanNotices({ enabled: true });
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  const first = list[0]!;
  const names = new Intl.ListFormat(language, { type: 'conjunction' }).format(list.map((n) => n.athleteName));
  return (
    <section
      aria-labelledby="plan-notice-title"
      data-testid="plan-notice"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex min-w-0 gap-3">
        <AlertTriangle className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id="plan-notice-title" className="text-lg font-bold text-ink-900">
            {t('planNotice.title', { names, count: list.length })}
          </h2>
          <p className="mt-1 text-sm text-ink-900">{t('planNotice.text', { plan: first.planName, count: first.limit })}</p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link href="/subscription">{t('planNotice.upgrade')}</Link>
      </Button>
    </section>
  );
}
