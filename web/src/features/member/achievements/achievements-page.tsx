import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { useAchievements } from './api/use-achievements';
import { AchievementCta } from './components/achievement-cta';
import { AchievementList } from './components/achievement-list';
import { CategoryCards } from './components/category-cards';
import { SummaryCards } from './components/summary-cards';

/** Part 1, 2.11: achievements earned from real sessions and uploads. */
export default function AchievementsPage() {
  const achievements = useAchievements();
  const { t } = useT('achievements');
  return (
    <>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')}>
        {t('intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/">
            <ArrowLeft className="size-4" aria-hidden="true" /> {t('back')}
          </Link>
        </Button>
        {achievements.isPending ? (
          <div className="py-10 text-center text-slate-600">
            <Spinner label={t('loading')} />
          </div>
        ) : achievements.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            {t('loadError')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void achievements.refetch()}>
              {t('retry')}
            </button>
          </p>
        ) : (
          <>
            <SummaryCards achievements={achievements.data} />
            <CategoryCards achievements={achievements.data} />
            <AchievementList achievements={achievements.data} />
          </>
        )}
        <AchievementCta />
      </div>
    </>
  );
}
