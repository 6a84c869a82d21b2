import { BookOpen } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useT } from '@/lib/i18n/i18next';
import { PageIntro } from '@/ui/page-intro';
import { LoadErrorPanel } from '@/ui/load-error-panel';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useLibrary, type LibraryFilters as Filters } from '@/features/library/api/use-library';
import { LibraryCard } from '@/features/library/components/library-card';
import { LibraryFilters } from '@/features/library/components/library-filters';

/** /library: drills, technique videos and articles; search, filters, "Continue watching". */
export default function LibraryPage() {
  const { t } = useT('library');
  const [filters, setFilters] = useState<Filters>({});
  const query = useDeferredValue(filters);
  const library = useLibrary(query);
  const data = library.data;

  let body;
  if (library.isPending)
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('page.loading')} />
      </div>
    );
  else if (library.isError)
    body = (
      <LoadErrorPanel title={t('page.loadFailed')} retryLabel={t('page.tryAgain')} onRetry={() => void library.refetch()} retrying={library.isFetching}>
        {t('page.checkConnection')}
      </LoadErrorPanel>
    );
  else if (data!.items.length === 0)
    body = (
      <StatusPanel icon={BookOpen} title={t('page.emptyTitle')}>
        {t('page.emptyText')}
      </StatusPanel>
    );
  else
    body = (
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('page.results', { count: data!.total })}>
        {data!.items.map((item) => (
          <LibraryCard key={item.id} item={item} />
        ))}
      </ul>
    );

  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')}>
        {data && !data.included ? t('page.leadFree') : t('page.lead')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        {data && data.continueWatching.length > 0 && (
          <section aria-labelledby="continue-title" className="space-y-3">
            <h2 id="continue-title" className="text-xl font-bold text-ink-900">
              {t('page.continue')}
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {data.continueWatching.map((item) => (
                <LibraryCard key={item.id} item={item} />
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="all-title" className="space-y-4">
          <h2 id="all-title" className="text-xl font-bold text-ink-900">
            {t('page.all')}
          </h2>
          <LibraryFilters value={filters} onChange={setFilters} sports={data?.sports ?? []} skills={data?.skills ?? []} />
          {data && (
            <p className="text-sm text-slate-700" aria-live="polite">
              {t('page.count', { count: data.total })}
            </p>
          )}
          {body}
        </section>
      </div>
    </>
  );
}
