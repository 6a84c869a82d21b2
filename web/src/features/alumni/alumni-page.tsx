import { GraduationCap } from 'lucide-react';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useAlumni } from './api/use-alumni';
import { useFeaturedAlumni } from './api/use-featured-alumni';
import { AlumniCard } from './components/alumni-card';
import { AlumniCta } from './components/alumni-cta';
import { AlumniLoadError } from './components/alumni-load-error';
import { AlumniStats } from './components/alumni-stats';
import { FeaturedStory } from './components/featured-story';

/** Part 2, "Alumni" (/alumni): featured stories, every alumni card, the real Sports Represented count, and /training. */
export default function AlumniPage() {
  const alumni = useAlumni();
  const featured = useFeaturedAlumni();

  return (
    <>
      <PageIntro eyebrow="Alumni" title="Alumni Success Stories" extra={alumni.data && alumni.data.length > 0 && <AlumniStats alumni={alumni.data} />}>
        Athletes who trained at Octane and went on to play in college and beyond. Their work started where yours can.
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-12">
        {alumni.isPending ? (
          <div className="flex justify-center py-12 text-slate-700">
            <Spinner label="Loading alumni stories..." />
          </div>
        ) : alumni.isError ? (
          <AlumniLoadError onRetry={() => void alumni.refetch()} retrying={alumni.isFetching} />
        ) : alumni.data.length === 0 ? (
          <StatusPanel icon={GraduationCap} title="No alumni stories yet">
            Our first alumni stories are on their way. Check back soon.
          </StatusPanel>
        ) : (
          <>
            {featured.data && featured.data.length > 0 && (
              <section aria-labelledby="featured-heading" className="mb-12">
                <h2 id="featured-heading" className="text-2xl font-extrabold text-ink-900">
                  Featured Stories
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
                All Alumni
              </h2>
              <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {alumni.data.map((a) => (
                  <AlumniCard key={a.id} alumni={a} />
                ))}
              </ul>
            </section>
          </>
        )}
        <AlumniCta title="Write Your Own Success Story">
          The same coaches, programs and Speed Lab that shaped these athletes are open to you.
        </AlumniCta>
      </div>
    </>
  );
}
