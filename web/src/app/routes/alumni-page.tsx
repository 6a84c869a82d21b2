import { GraduationCap } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useAlumni } from '@/features/alumni/api/use-alumni';
import { useFeaturedAlumni } from '@/features/alumni/api/use-featured-alumni';
import { AlumniCard } from '@/features/alumni/components/alumni-card';
import { AlumniCta } from '@/features/alumni/components/alumni-cta';
import { AlumniLoadError } from '@/features/alumni/components/alumni-load-error';
import { AlumniStats } from '@/features/alumni/components/alumni-stats';
import { FeaturedStory } from '@/features/alumni/components/featured-story';

/** Part 2, "Alumni" (/alumni): featured stories, every alumni card, the real Sports Represented count, and /training. */
export default function AlumniPage() {
  const alumni = useAlumni();
  const featured = useFeaturedAlumni();
  const { t } = useT('alumni');

  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')} extra={alumni.data && alumni.data.length > 0 && <AlumniStats alumni={alumni.data} />}>
        {t('page.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        {alumni.isPending ? (
          <div className="flex justify-center py-12 text-slate-700">
            <Spinner label={t('page.loading')} />
          </div>
        ) : alumni.isError ? (
          <AlumniLoadError onRetry={() => void alumni.refetch()} retrying={alumni.isFetching} />
        ) : alumni.data.length === 0 ? (
          <StatusPanel icon={GraduationCap} title={t('page.noneTitle')}>
            {t('page.noneText')}
          </StatusPanel>
        ) : (
          <>
            {featured.data && featured.data.length > 0 && (
              <section aria-labelledby="featured-heading" className="mb-12">
                <h2 id="featured-heading" className="text-2xl font-extrabold text-ink-900">
                  {t('page.featured')}
                </h2>
                <ul className="mt-5 grid gap-6 xl:grid-cols-2">
                  {featured.data.map((a) => (
                    <FeaturedStory key={a.id} alumni={a} />
                  ))}
                </ul>
              </section>
            )}
            <section aria-labelledby="all-heading">
              <h2 id="all-heading" className="text-2xl font-extrabold text-ink-900">
                {t('page.all')}
              </h2>
              <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {alumni.data.map((a) => (
                  <AlumniCard key={a.id} alumni={a} />
                ))}
              </ul>
            </section>
          </>
        )}
        <AlumniCta title={t('page.ctaTitle')}>{t('page.ctaText')}</AlumniCta>
      </div>
    </>
  );
}
