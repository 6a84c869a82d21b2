import { MessageSquareText } from 'lucide-react';
import { useParentFeedback } from '../api/use-parent-feedback';
import { EmptyNote, LoadError, Loading } from './load-state';
import { FeedbackItem } from './feedback-item';
import { SectionCard } from './section-card';

export const COACH_CORNER_ID = 'coach-corner';

/** Part 2: the coaches' reviews of the linked athletes' media (only fetched with at least one link). */
export function CoachCornerCard({ athleteId, hasAthletes }: { athleteId: number | undefined; hasAthletes: boolean }) {
  const feedback = useParentFeedback({ athleteId, enabled: hasAthletes });
  return (
    <SectionCard id={COACH_CORNER_ID} icon={MessageSquareText} title="Coach's Corner">
      {!hasAthletes ? (
        <EmptyNote>Coach feedback on your athletes&apos; training videos and photos appears here once an athlete is linked.</EmptyNote>
      ) : feedback.isPending ? (
        <Loading label="Loading coach feedback..." />
      ) : feedback.isError ? (
        <LoadError what="the coach feedback" onRetry={() => void feedback.refetch()} />
      ) : feedback.data.length === 0 ? (
        <EmptyNote>No coach feedback yet. When a coach reviews an upload, the rating and comments show up here.</EmptyNote>
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
