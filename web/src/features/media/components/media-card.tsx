import { Film, Globe, ImageIcon, Lock, Video } from 'lucide-react';
import { Link } from 'wouter';
import type { MediaItem } from '@common/media';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { formatBytes, formatDuration } from '../lib/media-format';
import { CoachFeedbackList } from './coach-feedback-list';
import { MediaPreview } from './media-preview';
import { ReviewWaitNote } from './review-wait-note';
import { TagList } from './tag-list';
import { useEnumLabels } from '@/lib/i18n/enum-labels';

interface MediaCardProps {
  item: MediaItem;
  busy: boolean;
  onMakePublic: () => void;
  onMakePrivate: () => void;
  /** A parent's view of their athletes' uploads: whose each is; only the athlete decides what is public (decision 047). */
  forParent?: boolean;
}

/** One upload: the media, its details, visibility and coach feedback (part 2, 2 "Media page"). */
export function MediaCard({ item, busy, onMakePublic, onMakePrivate, forParent = false }: MediaCardProps) {
  const { t, language } = useT('media');
  const labels = useEnumLabels();
  const TypeIcon = item.fileType === 'VIDEO' ? Video : ImageIcon;
  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="media-card">
      <MediaPreview item={item} />
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone={item.status === 'PENDING' ? 'primary' : 'secondary'}>
              <span className="sr-only">{t('card.status')} </span>
              {t(`card.statuses.${item.status}`)}
            </Badge>
            <Badge className="gap-1">
              <TypeIcon className="size-3.5" aria-hidden="true" />
              {item.fileType === 'VIDEO' ? t('card.video') : t('card.image')}
            </Badge>
            {item.isPublic ? (
              <Badge tone="success" className="gap-1">
                <Globe className="size-3.5" aria-hidden="true" />
                {t('card.public')}
              </Badge>
            ) : (
              <Badge className="gap-1">
                <Lock className="size-3.5" aria-hidden="true" />
                {t('card.private')}
              </Badge>
            )}
          </div>
          <h3 className="mt-2 truncate text-base font-bold text-ink-900" title={item.originalName}>
            {item.originalName}
          </h3>
          {forParent && item.user && (
            <p className="text-sm font-semibold text-brand-700">{t('card.forAthlete', { name: `${item.user.firstName} ${item.user.lastName}` })}</p>
          )}
          {item.uploadedBy && item.uploadedBy.id !== item.user?.id && (
            <p className="text-xs text-slate-600">{t('card.uploadedBy', { name: `${item.uploadedBy.firstName} ${item.uploadedBy.lastName}` })}</p>
          )}
          <p className="text-xs text-slate-600">
            <time dateTime={item.createdAt}>{instantDate(item.createdAt, language)}</time>
            {' · '}
            {formatBytes(item.fileSize)}
            {item.durationSeconds !== null && ` · ${formatDuration(item.durationSeconds)}`}
            {item.sport && ` · ${labels.sport(item.sport)}`}
          </p>
        </div>
        {(item.title || item.description || item.tags.length > 0) && (
          <div className="space-y-1.5">
            {item.title && <p className="text-sm font-semibold text-ink-900">{item.title}</p>}
            {item.description && <p className="text-sm whitespace-pre-line text-slate-700">{item.description}</p>}
            <TagList tags={item.tags} label={t('card.tags')} />
          </div>
        )}
        {item.reviewWait && <ReviewWaitNote wait={item.reviewWait} />}
        <CoachFeedbackList feedback={item.feedback} />
        {(item.fileType === 'VIDEO' || !forParent) && (
          <div className="mt-auto space-y-2 border-t border-slate-100 pt-3">
            {item.fileType === 'VIDEO' && (
              <Button variant="secondary" size="sm" className="w-full" asChild>
                <Link href={`/review/${item.id}`} aria-label={t('card.openPlayerOf', { name: item.originalName })}>
                  <Film className="size-4" aria-hidden="true" />
                  {t('card.openPlayer')}
                </Link>
              </Button>
            )}
            {forParent ? null : item.isPublic ? (
              <Button
                variant="outline"
                size="sm"
                onClick={onMakePrivate}
                disabled={busy}
                className="w-full"
                aria-label={t('card.makePrivateOf', { name: item.originalName })}
              >
                <Lock className="size-4" aria-hidden="true" />
                {t('card.makePrivate')}
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                onClick={onMakePublic}
                disabled={busy}
                className="w-full"
                aria-label={t('card.makePublicOf', { name: item.originalName })}
              >
                <Globe className="size-4" aria-hidden="true" />
                {t('card.makePublic')}
              </Button>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
