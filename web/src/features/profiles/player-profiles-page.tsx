import { RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '@/ui/button';
import { PageIntro } from '@/ui/page-intro';
import { StatusPanel } from '@/ui/status-panel';
import { useDirectory } from './api/use-directory';
import { CreateProfileButton } from './components/create-profile-button';
import { DirectoryCard } from './components/directory-card';
import { DirectoryFilters } from './components/directory-filters';
import { DirectoryPagination } from './components/directory-pagination';
import { DirectorySkeleton } from './components/directory-skeleton';
import { useDirectoryParams } from './hooks/use-directory-params';
import { hasFilters } from './lib/directory-params';
import { plural } from './lib/display-name';

/** Part 2, "Player profiles directory": search and filters in the URL, paged on the server. */
export default function PlayerProfilesPage() {
  const { params, setFilter, setPage, clear } = useDirectoryParams();
  const directory = useDirectory(params);
  const data = directory.data;

  return (
    <>
      <PageIntro eyebrow="Athlete Directory" title="Player Profiles" extra={<CreateProfileButton />}>
        Discover athletes training with Octane: their sport, position, team, highlight videos and photos.
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <DirectoryFilters params={params} onChange={setFilter} onClear={clear} />
        <div className="mt-6" aria-busy={directory.isFetching}>
          {directory.isError ? (
            <StatusPanel
              tone="error"
              icon={TriangleAlert}
              title="Unable to load profiles at this time"
              action={
                <Button onClick={() => void directory.refetch()} disabled={directory.isFetching}>
                  <RefreshCw className={directory.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
                  Try again
                </Button>
              }
            >
              Please check your connection and try again in a moment.
            </StatusPanel>
          ) : !data ? (
            <DirectorySkeleton />
          ) : data.profiles.length === 0 && data.total > 0 ? (
            <StatusPanel icon={SearchX} title="No Athletes Found" action={<Button variant="outline" onClick={() => setPage(1)}>Back to page 1</Button>}>
              This page is past the last result.
            </StatusPanel>
          ) : data.profiles.length === 0 ? (
            <StatusPanel
              icon={SearchX}
              title="No Athletes Found"
              action={hasFilters(params) && <Button variant="outline" onClick={clear}>Clear filters</Button>}
            >
              {hasFilters(params) ? 'No public profiles match your search. Try other words or fewer filters.' : 'No athletes have published a profile yet. Be the first!'}
            </StatusPanel>
          ) : (
            <>
              <p className="mb-4 text-sm text-slate-700" aria-live="polite">
                {plural(data.total, 'athlete')} found
              </p>
              <ul aria-label="Athletes" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
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
