import { CircleCheck, Film, RefreshCw, TriangleAlert } from 'lucide-react';
import type { MediaItem } from '@common/media';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useCoachT } from '../hooks/use-coach-t';
import { ownFeedback } from '../lib/feedback-form';
import { pendingCount } from '../lib/review-queue';
import { MediaCard } from './media-card';

interface MediaListProps {
  items: MediaItem[] | undefined;
  isError: boolean;
  selectedId: number | null;
  /** The signed-in coach: a submission they reviewed offers "Edit feedback". */
  coachId: number | undefined;
  onSelect: (id: number) => void;
  /** Loads new uploads (the list is otherwise loaded once). */
  onRefresh: () => void;
  refreshing: boolean;
}

/** The athletes' submissions, pending first, with how many still wait for a review. */
export function MediaList({ items, isError, selectedId, coachId, onSelect, onRefresh, refreshing }: MediaListProps) {
  const { t } = useCoachT();
  const refreshButton = (
    <Button variant="ghost" size="sm" onClick={onRefresh} disabled={refreshing} className="px-2">
      <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden="true" />
      {t('media.refresh')}
    </Button>
  );
  if (isError) {
    return (
      <StatusPanel icon={TriangleAlert} tone="error" title={t('corner.error')} action={refreshButton}>
        {t('media.loadFailed')}
      </StatusPanel>
    );
  }
  if (!items) {
    return (
      <div className="flex min-h-48 items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (!items.length) {
    return (
      <StatusPanel icon={Film} title={t('media.emptyTitle')} action={refreshButton}>
        {t('media.emptyText')}
      </StatusPanel>
    );
  }
  const pending = pendingCount(items);
  return (
    <section aria-labelledby="media-list-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="media-list-heading" className="text-lg font-bold text-ink-900">
          {t('media.listHeading')}
        </h2>
        <div className="flex items-center gap-2">
          {pending > 0 ? (
            <Badge tone="primary" data-testid="pending-count">
              {t('media.awaiting', { count: pending })}
            </Badge>
          ) : (
            <Badge tone="success" className="gap-1">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              {t('media.allReviewed')}
            </Badge>
          )}
          {refreshButton}
        </div>
      </div>
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item.id}>
            <MediaCard
              item={item}
              selected={item.id === selectedId}
              reviewedByMe={ownFeedback(item.feedback, coachId) !== null}
              onSelect={() => onSelect(item.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
