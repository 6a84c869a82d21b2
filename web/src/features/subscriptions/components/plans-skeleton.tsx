import { useT } from '@/lib/i18n/i18next';

/** Placeholder cards while the plans load. */
export function PlansSkeleton() {
  const { t } = useT('subscription');
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        {t('page.loading')}
      </span>
      <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
            <div className="h-11 w-32 animate-pulse rounded-xl bg-slate-200" />
            <div className="h-10 w-28 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
            <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
            <div className="h-11 animate-pulse rounded-lg bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
