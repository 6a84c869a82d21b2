import { useT } from '@/lib/i18n/i18next';
import { BackHomePage } from '@/ui/back-home-page';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';
import { useAchievements } from '@/features/member/achievements/api/use-achievements';
import { AchievementCta } from '@/features/member/achievements/components/achievement-cta';
import { AchievementList } from '@/features/member/achievements/components/achievement-list';
import { CategoryCards } from '@/features/member/achievements/components/category-cards';
import { SummaryCards } from '@/features/member/achievements/components/summary-cards';

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
