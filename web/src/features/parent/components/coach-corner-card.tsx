import { MessageSquareText } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { useParentFeedback } from '../api/use-parent-feedback';
import { EmptyNote, LoadError, Loading } from './load-state';
import { FeedbackItem } from './feedback-item';
import { SectionCard } from './section-card';

export const COACH_CORNER_ID = 'coach-corner';

/** Part 2: the coaches' reviews of the linked athletes' media (only fetched with at least one link). */
export function CoachCornerCard({ athleteId, hasAthletes }: { athleteId: number | undefined; hasAthletes: boolean }) {
  const { t } = useT('parent');
  const feedback = useParentFeedback({ athleteId, enabled: hasAthletes });
  return (
    <SectionCard id={COACH_CORNER_ID} icon={MessageSquareText} title={t('feedback.title')}>
      {!hasAthletes ? (
        <EmptyNote>{t('feedback.noAthletes')}</EmptyNote>
      ) : feedback.isPending ? (
        <Loading label={t('feedback.loading')} />
      ) : feedback.isError ? (
        <LoadError message={t('feedback.loadFailed')} onRetry={() => void feedback.refetch()} />
      ) : feedback.data.length === 0 ? (
        <EmptyNote>{t('feedback.none')}</EmptyNote>
      ) : (
        <ul className="space-y-3">
          {feedback.data.map((f) => (
            <FeedbackItem key={f.feedbackId} item={f} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
