import { useT } from '@/lib/i18n/i18next';
import { BackHomePage, LoadFailed } from '@/ui/commerce-page';
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
      <BackHomePage eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} back={t('back')}>
        {achievements.isPending ? (
          <div className="py-10 text-center text-slate-600">
            <Spinner label={t('loading')} />
          </div>
        ) : achievements.isError ? (
          <LoadFailed message={t('loadError')} retry={t('retry')} onRetry={() => void achievements.refetch()} />
        ) : (
          <>
            <SummaryCards achievements={achievements.data} />
            <CategoryCards achievements={achievements.data} />
            <AchievementList achievements={achievements.data} />
          </>
        )}
        <AchievementCta />
      </BackHomePage>
    </>
  );
}
