import { Leaderboard } from '@/features/test-days/components/leaderboard';
import { useT } from '@/lib/i18n/i18next';
import { PageIntro } from '@/ui/page-intro';

/** /leaderboards (issue 31): each athlete's best test result, by test, age group, sex and period. */
export default function LeaderboardsPage() {
  const { t } = useT('testDays');
  return (
    <>
      <PageIntro eyebrow={t('results.title')} title={t('board.title')}>
        {t('board.lead')}
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-6">
        <Leaderboard />
      </div>
    </>
  );
}
