import { useT } from '@/lib/i18n/i18next';

/** Placeholder days while the schedule loads. */
export function ScheduleSkeleton() {
  const { t } = useT('schedule');
  return (
    <div aria-busy="true" className="space-y-10">
      <span className="sr-only" role="status">
        {t('loading')}
      </span>
      {[3, 2].map((rows, day) => (
        <div key={day} aria-hidden="true">
          <div className="h-6 w-64 max-w-full animate-pulse rounded bg-slate-200" />
          <div className="mt-4 space-y-3">
            {Array.from({ length: rows }, (_, i) => (
              <div key={i} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-[6.5rem_1fr_8rem]">
                <div className="h-6 w-20 animate-pulse rounded bg-slate-200" />
                <div className="space-y-2">
                  <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
                  <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100" />
                </div>
                <div className="h-11 animate-pulse rounded-lg bg-slate-200" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
