import { isUnauthorizedError } from '@/lib/api';
import { useUser } from '@/lib/use-user';
import { Spinner } from '@/ui/spinner';
import { useCoachMedia } from '@/features/coach/api/use-coach-media';
import { useCoachStats } from '@/features/coach/api/use-coach-stats';
import { CoachHeader } from '@/features/coach/components/coach-header';
import { CoachStatCards } from '@/features/coach/components/coach-stat-cards';
import { CoachTabs } from '@/features/coach/components/coach-tabs';
import { useCoachT } from '@/features/coach/hooks/use-coach-t';
import { useDocumentLanguage } from '@/features/coach/hooks/use-document-language';
import { useLoginRedirect } from '@/lib/use-login-redirect';

/** Part 2, "Coach dashboard": the coach's home at /, /coach, /home, /coach-dashboard and /dashboard. */
export default function CoachPage() {
  const { user, isLoading } = useUser();
  const { t, language } = useCoachT();
  const stats = useCoachStats();
  const media = useCoachMedia();
  useDocumentLanguage(language);
  // The coach dashboard has its own language switch, so it says it in its own words.
  useLoginRedirect((!isLoading && !user) || isUnauthorizedError(stats.error) || isUnauthorizedError(media.error), {
    title: t('session.expiredTitle'),
    description: t('session.expiredText'),
  });

  if (!user) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner />
      </div>
    );
  }
  return (
    <>
      <CoachHeader user={user} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
        <CoachStatCards />
        <CoachTabs />
      </div>
    </>
  );
}
