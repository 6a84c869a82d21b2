import { useT } from '@/lib/i18n/i18next';
import { BusyRegion } from '@/ui/busy-region';
import { SkeletonBars } from '@/ui/skeleton-bars';

/** Placeholder rows while the games load. */
export function GamesSkeleton() {
  const { t } = useT('openPlay');
  return (
    <BusyRegion label={t('page.loading')}>
      <div aria-hidden="true">
        <div className="h-6 w-64 max-w-full animate-pulse rounded bg-slate-200" />
        <div className="mt-4 space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 md:grid-cols-[1fr_12rem_8rem] md:items-center">
              <SkeletonBars
                className="space-y-2"
                bars={[
                  'h-5 w-28 animate-pulse rounded-full bg-slate-200',
                  'h-6 w-2/3 animate-pulse rounded bg-slate-200',
                  'h-4 w-1/2 animate-pulse rounded bg-slate-100',
                ]}
              />
              <div className="h-2 animate-pulse rounded-full bg-slate-100" />
              <div className="h-11 animate-pulse rounded-lg bg-slate-200" />
            </div>
          ))}
        </div>
      </div>
    </BusyRegion>
  );
}
