import { Check, Film, Image as ImageIcon, MessageSquarePlus, Pencil, Video } from 'lucide-react';
import { Link } from 'wouter';
import { sizeInMb, type MediaItem } from '@common/media';
import { cn } from '@/lib/cn';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { useCoachT } from '../hooks/use-coach-t';
import { athleteName } from '../lib/athlete-name';
import { formatDateTime } from '../lib/dates';
import { formatDuration } from '../lib/duration';
import { MediaPreview } from './media-preview';
import { StatusBadge } from './status-badge';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

interface MediaCardProps {
  item: MediaItem;
  selected: boolean;
  /** This coach has given feedback on it: the button edits it (issue 33). */
  reviewedByMe: boolean;
  onSelect: () => void;
}

/** One athlete submission: who, what, when, its status, the video or picture, type and size. */
export function MediaCard({ item, selected, reviewedByMe, onSelect }: MediaCardProps) {
  const { t, language } = useCoachT();
  const labels = useEnumLabels();
  const name = athleteName(item, t('media.unknownAthlete'));
  const TypeIcon = item.fileType === 'VIDEO' ? Video : ImageIcon;
  const duration = item.fileType === 'VIDEO' ? formatDuration(item.durationSeconds) : null;
  const headingId = `media-${item.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      aria-current={selected ? 'true' : undefined}
      data-testid="media-item"
      className={cn(
        'overflow-hidden rounded-2xl border bg-white shadow-sm transition-shadow',
        selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      <div className="flex items-start gap-3 p-4">
        <Avatar firstName={item.user?.firstName} lastName={item.user?.lastName} className="size-10" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-bold text-ink-900">
            {name}
          </h3>
          {item.uploadedBy && item.uploadedBy.id !== item.user?.id && (
            <p className="text-sm font-medium text-slate-700" data-testid="media-uploader">
              {t('media.uploadedByParent', { name: `${item.uploadedBy.firstName} ${item.uploadedBy.lastName}` })}
            </p>
          )}
          {item.planContext && (
            <p className="text-sm font-medium text-brand-700" data-testid="media-plan-context">
              <Link href={`/training-plan/${item.planContext.assignmentId}`} className="underline">
                {t('media.fromPlan', { plan: item.planContext.planTitle, exercise: item.planContext.exerciseName, date: item.planContext.date })}
              </Link>
            </p>
          )}
          <p className="line-clamp-2 text-sm [overflow-wrap:anywhere] text-slate-700" title={item.originalName}>
            {item.originalName}
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={item.createdAt}>{t('media.uploaded', { date: formatDateTime(item.createdAt, language) })}</time>
            {item.sport && (
              <>
                {' · '}
                <span data-testid="media-sport">{labels.sport(item.sport)}</span>
              </>
            )}
          </p>
          {item.description && (
            <p className="mt-1 line-clamp-3 text-sm [overflow-wrap:anywhere] text-ink-900" data-testid="media-note">
              <span className="font-semibold">{t('media.note')}</span> {item.description}
            </p>
          )}
        </div>
        <StatusBadge status={item.status} />
      </div>
      <MediaPreview item={item} label={t('media.mediaLabel', { file: item.originalName, name })} />
      <div className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <TypeIcon className="size-4 text-slate-500" aria-hidden="true" />
          <span>{t(item.fileType === 'VIDEO' ? 'media.video' : 'media.image')}</span>
          <span aria-hidden="true">·</span>
          <span>{sizeInMb(item.fileSize)}</span>
          {duration && (
            <>
              <span aria-hidden="true">·</span>
              <span>{duration}</span>
            </>
          )}
        </p>
        <Button size="sm" variant={selected ? 'secondary' : 'primary'} onClick={onSelect}>
          {selected ? (
            <Check className="size-4" aria-hidden="true" />
          ) : reviewedByMe ? (
            <Pencil className="size-4" aria-hidden="true" />
          ) : (
            <MessageSquarePlus className="size-4" aria-hidden="true" />
          )}
          {t(selected ? 'media.reviewing' : reviewedByMe ? 'media.editFeedback' : 'media.review')}
          <span className="sr-only">: {t('media.reviewLabel', { name, file: item.originalName })}</span>
        </Button>
        {item.fileType === 'VIDEO' && (
          <Button size="sm" variant="outline" asChild>
            <Link href={`/review/${item.id}`}>
              <Film className="size-4" aria-hidden="true" />
              {t('media.openPlayer')}
              <span className="sr-only">: {t('media.reviewLabel', { name, file: item.originalName })}</span>
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}
