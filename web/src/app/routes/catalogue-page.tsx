import { CalendarX } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { StatusPanel } from '@/ui/status-panel';
import { useProgramsWithSessions } from '@/features/programs/api/use-programs-with-sessions';
import { CatalogueLinks } from '@/features/programs/components/catalogue-links';
import { PageIntro } from '@/ui/page-intro';
import { ProgramCard } from '@/features/programs/components/program-card';
import { ProgramGrid, ProgramGridSkeleton } from '@/features/programs/components/program-grid';
import { ProgramsLoadError } from '@/features/programs/components/programs-load-error';

/** Part 2, training programs catalogue: public, every program with Book Now and View Schedule. */
export default function CataloguePage() {
  const programs = useProgramsWithSessions();
  const { t } = useT('programs');

  return (
    <>
      <PageIntro eyebrow={t('catalogue.eyebrow')} title={t('catalogue.title')}>
        {t('catalogue.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        {programs.isPending ? (
          <ProgramGridSkeleton />
        ) : programs.isError ? (
          <ProgramsLoadError onRetry={() => void programs.refetch()} retrying={programs.isFetching} />
        ) : programs.data.length === 0 ? (
          <StatusPanel icon={CalendarX} title={t('none')}>
            {t('catalogue.noneText')}
          </StatusPanel>
        ) : (
          <ProgramGrid label={t('catalogue.list')}>
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
