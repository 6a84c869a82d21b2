import { ArrowLeft, Quote } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { isNotFoundError } from '@/lib/is-not-found';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { useAlumniStory } from '@/features/alumni/api/use-alumni-story';
import { AccomplishmentsList } from '@/features/alumni/components/accomplishments-list';
import { AchievementList } from '@/features/alumni/components/achievement-list';
import { AlumniCta } from '@/features/alumni/components/alumni-cta';
import { AlumniHeader } from '@/features/alumni/components/alumni-header';
import { AlumniLoadError } from '@/features/alumni/components/alumni-load-error';
import { AlumniNotFound } from '@/features/alumni/components/alumni-not-found';
import { BeforeAfter } from '@/features/alumni/components/before-after';
import { SocialLinks } from '@/features/alumni/components/social-links';

/** Part 2, "Alumni" (/alumni/{slug}): one story in full, with links back to /alumni and on to /training. */
export default function AlumniDetailPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const story = useAlumniStory(slug);
  const { t } = useT('alumni');

  if (story.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label={t('detail.loading')} />
      </div>
    );
  }
  if (isNotFoundError(story.error)) return <AlumniNotFound />;
  if (story.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">{t('detail.heading')}</h1>
        <AlumniLoadError onRetry={() => void story.refetch()} retrying={story.isFetching} />
      </div>
    );
  }

  const a = story.data;
  return (
    <>
      <AlumniHeader alumni={a} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-8">
            <BeforeAfter alumni={a} />
            {a.quote && (
              <blockquote className="rounded-2xl bg-brand-50 p-6 text-lg font-medium text-brand-900 italic sm:text-xl">
                <Quote className="mb-2 size-6 text-brand-600" aria-hidden="true" />
                <p>{a.quote}</p>
                <footer className="mt-3 text-sm font-semibold not-italic text-brand-700">{a.fullName}</footer>
              </blockquote>
            )}
            {a.bio && (
              <section>
                <h2 className="text-xl font-bold">{t('detail.story')}</h2>
                <p className="mt-2 whitespace-pre-line text-slate-700">{a.bio}</p>
              </section>
            )}
            {a.careerHighlights && (
              <section>
                <h2 className="text-xl font-bold">{t('detail.highlights')}</h2>
                <p className="mt-2 whitespace-pre-line text-slate-700">{a.careerHighlights}</p>
              </section>
            )}
          </div>
          <aside className="space-y-6">
            {a.achievements.length > 0 && (
              <Card className="p-5">
                <h2 className="text-lg font-bold">{t('achievements.title')}</h2>
                <AchievementList items={a.achievements} className="mt-3" />
              </Card>
            )}
            <AccomplishmentsList accomplishments={a.accomplishments} />
            <SocialLinks links={a.socialLinks} />
          </aside>
        </div>
        <AlumniCta
          title={t('detail.ctaTitle', { name: a.fullName.split(' ')[0]! })}
          extra={
            <Button asChild size="lg" variant="light">
              <Link href="/alumni">
                <ArrowLeft className="size-4" aria-hidden="true" />
                {t('detail.more')}
              </Link>
            </Button>
          }
        >
          {t('detail.ctaText')}
        </AlumniCta>
      </div>
    </>
  );
}
