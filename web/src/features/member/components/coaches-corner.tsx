import type { DashboardStats } from '@common/member';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18next';
import { HeadedSection } from '@/ui/headed-section';
import { Spinner } from '@/ui/spinner';
import { useContentFeed } from '@/features/content/api/use-content-feed';
import { useMyMedia } from '@/features/media/api/use-my-media';
import { feedbackStage } from '../lib/motivation';
import { CoachTips } from './coach-tips';
import { FeedbackProgressCard } from './feedback-progress-card';
import { MotivationCard } from './motivation-card';
import { PersonalFeedback } from './personal-feedback';

/** Part 1, section 9: two feedback items and two tips. */
const SHOWN = 2;

/** Part 1, 2.6: progress to feedback, motivation, the member's feedback and the coaches' tips. */
export function CoachesCorner({ stats }: { stats: DashboardStats | undefined }) {
  // A failed load reads as "no uploads": the corner still shows the first step rather than an error.
  const myMedia = useMyMedia();
  const media = myMedia.data ?? [];
  const mediaPending = myMedia.isPending;
  const { t } = useT('dashboard');
  const feed = useContentFeed();
  const withFeedback = media.filter((m) => m.feedback.length > 0);
  const tips = (feed.data ?? []).filter((p) => p.tip).slice(0, SHOWN);
  const loading = mediaPending || feed.isPending;
  const both = withFeedback.length > 0 && tips.length > 0;

  return (
    <HeadedSection id="coaches-corner-heading" title={t('corner.title')} className="space-y-4" headingClassName="text-xl font-bold text-ink-900">
      <div className="grid gap-4 lg:grid-cols-2">
        <FeedbackProgressCard stage={feedbackStage(media)} />
        <MotivationCard stats={stats} hasFeedback={withFeedback.length > 0} />
      </div>
      {loading ? (
        <div className="py-6 text-center text-slate-600">
          <Spinner label={t('corner.loading')} />
        </div>
      ) : withFeedback.length === 0 && tips.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">{t('corner.none')}</p>
      ) : (
        <div className={cn('grid gap-6', both && 'lg:grid-cols-2')}>
          {withFeedback.length > 0 && <PersonalFeedback items={withFeedback.slice(0, SHOWN)} wide={!both} />}
          {tips.length > 0 && <CoachTips posts={tips} wide={!both} />}
        </div>
      )}
    </HeadedSection>
  );
}
