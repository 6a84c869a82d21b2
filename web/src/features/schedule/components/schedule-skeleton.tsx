import { useT } from '@/lib/i18n/i18next';
import { BusyRegion } from '@/ui/busy-region';
import { SkeletonBars } from '@/ui/skeleton-bars';

/** Placeholder days while the schedule loads. */
export function ScheduleSkeleton() {
  const { t } = useT('schedule');
  return (
    <BusyRegion label={t('loading')} className="space-y-10">
      {[3, 2].map((rows, day) => (
        <div key={day} aria-hidden="true">
          <div className="h-6 w-64 max-w-full animate-pulse rounded bg-slate-200" />
          <div className="mt-4 space-y-3">
            {Array.from({ length: rows }, (_, i) => (
              <div key={i} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-[6.5rem_1fr_8rem]">
                <div className="h-6 w-20 animate-pulse rounded bg-slate-200" />
                <SkeletonBars className="space-y-2" bars={['h-5 w-1/2 animate-pulse rounded bg-slate-200', 'h-4 w-3/4 animate-pulse rounded bg-slate-100']} />
                <div className="h-11 animate-pulse rounded-lg bg-slate-200" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </BusyRegion>
  );
}
