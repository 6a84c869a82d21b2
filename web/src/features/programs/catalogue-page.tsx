import { CalendarX } from 'lucide-react';
import { StatusPanel } from '@/ui/status-panel';
import { useProgramsWithSessions } from './api/use-programs-with-sessions';
import { CatalogueLinks } from './components/catalogue-links';
import { PageIntro } from '@/ui/page-intro';
import { ProgramCard } from './components/program-card';
import { ProgramGrid, ProgramGridSkeleton } from './components/program-grid';
import { ProgramsLoadError } from './components/programs-load-error';

/** Part 2, training programs catalogue: public, every program with Book Now and View Schedule. */
export default function CataloguePage() {
  const programs = useProgramsWithSessions();

  return (
    <>
      <PageIntro eyebrow="Octane Sports Performance" title="Training Programs">
        Coach-led programs for every level, from first touches to college recruiting. Every session is small-group, age-appropriate
        and built around measurable progress.
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        {programs.isPending ? (
          <ProgramGridSkeleton />
        ) : programs.isError ? (
          <ProgramsLoadError onRetry={() => void programs.refetch()} retrying={programs.isFetching} />
        ) : programs.data.length === 0 ? (
          <StatusPanel icon={CalendarX} title="No Training Programs Available">
            New programs are added every season. Check back soon.
          </StatusPanel>
        ) : (
          <ProgramGrid label="Training programs">
            {programs.data.map((p) => (
              <ProgramCard key={p.id} program={p} />
            ))}
          </ProgramGrid>
        )}
        <CatalogueLinks />
      </div>
    </>
  );
}
