import { useT } from '@/lib/i18n/i18next';
import { SkeletonBars } from '@/ui/skeleton-bars';

/** Grey cards in the shape of the directory's cards while the first page loads. */
export function DirectorySkeleton() {
  const { t } = useT('profiles');
  return (
    <div role="status" aria-label={t('directory.loading')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-52 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex items-center gap-4">
            <div className="size-16 rounded-full bg-slate-200" />
            <SkeletonBars className="flex-1 space-y-2" bars={['h-4 w-2/3 rounded bg-slate-200', 'h-3 w-1/2 rounded bg-slate-200']} />
          </div>
          <SkeletonBars className="mt-6 space-y-2" bars={['h-3 w-3/4 rounded bg-slate-100', 'h-3 w-1/2 rounded bg-slate-100']} />
        </div>
      ))}
    </div>
  );
}
