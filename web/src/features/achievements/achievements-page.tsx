import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
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
  return (
    <>
      <PageIntro eyebrow="Your progress" title="Achievements">
        Earn badges and points as you train, stay consistent and share your work with your coaches.
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/">
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        {achievements.isPending ? (
          <div className="py-10 text-center text-slate-600">
            <Spinner label="Loading your achievements..." />
          </div>
        ) : achievements.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
            We couldn&apos;t load your achievements.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void achievements.refetch()}>
              Try again
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
