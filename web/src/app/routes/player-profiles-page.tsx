import { SearchX } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { PageIntro } from '@/ui/page-intro';
import { LoadErrorPanel } from '@/ui/load-error-panel';
import { StatusPanel } from '@/ui/status-panel';
import { useDirectory } from '@/features/profiles/api/use-directory';
import { CreateProfileButton } from '@/features/profiles/components/create-profile-button';
import { DirectoryCard } from '@/features/profiles/components/directory-card';
import { DirectoryFilters } from '@/features/profiles/components/directory-filters';
import { DirectoryPagination } from '@/features/profiles/components/directory-pagination';
import { DirectorySkeleton } from '@/features/profiles/components/directory-skeleton';
import { useDirectoryParams } from '@/features/profiles/hooks/use-directory-params';
import { hasFilters } from '@/features/profiles/lib/directory-params';

/** Part 2, "Player profiles directory": search and filters in the URL, paged on the server. */
export default function PlayerProfilesPage() {
  const { t } = useT('profiles');
  const { params, setFilter, setPage, clear } = useDirectoryParams();
  const directory = useDirectory(params);
  const data = directory.data;

  return (
    <>
      <PageIntro eyebrow={t('directory.eyebrow')} title={t('directory.title')} extra={<CreateProfileButton />}>
        {t('directory.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <DirectoryFilters params={params} onChange={setFilter} onClear={clear} />
        <div className="mt-6" aria-busy={directory.isFetching}>
          {directory.isError ? (
            <LoadErrorPanel
              title={t('directory.loadError')}
              retryLabel={t('directory.retry')}
              onRetry={() => void directory.refetch()}
              retrying={directory.isFetching}
            >
              {t('directory.loadErrorText')}
            </LoadErrorPanel>
          ) : !data ? (
            <DirectorySkeleton />
          ) : data.profiles.length === 0 && data.total > 0 ? (
            <StatusPanel
              icon={SearchX}
              title={t('directory.noneFound')}
              action={
                <Button variant="outline" onClick={() => setPage(1)}>
                  {t('directory.firstPage')}
                </Button>
              }
            >
              {t('directory.pastEnd')}
            </StatusPanel>
          ) : data.profiles.length === 0 ? (
            <StatusPanel
              icon={SearchX}
              title={t('directory.noneFound')}
              action={
                hasFilters(params) && (
                  <Button variant="outline" onClick={clear}>
                    {t('directory.clearFilters')}
                  </Button>
                )
              }
            >
              {hasFilters(params) ? t('directory.noMatch') : t('directory.noneYet')}
            </StatusPanel>
          ) : (
            <>
              <p className="mb-4 text-sm text-slate-700" aria-live="polite">
                {t('directory.found', { count: data.total })}
              </p>
              <ul aria-label={t('directory.athletes')} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {data.profiles.map((p) => (
                  <DirectoryCard key={p.id} profile={p} />
                ))}
              </ul>
              <DirectoryPagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
