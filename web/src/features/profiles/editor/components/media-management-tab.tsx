import { ImagePlus, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useMyMedia } from '@/features/media/api/use-my-media';
import { MediaVisibilityCard } from './media-visibility-card';

/** Media Management: each upload's visibility on the public profile, with its title, description and tags. */
export function MediaManagementTab({ profileIsPublic }: { profileIsPublic: boolean }) {
  const { t } = useT('profileEditor');
  const media = useMyMedia();

  if (media.isPending) {
    return (
      <div className="flex justify-center py-12 text-slate-700">
        <Spinner label={t('media.loading')} />
      </div>
    );
  }
  if (media.isError) {
    return (
      <StatusPanel
        tone="error"
        icon={TriangleAlert}
        title={t('media.loadError')}
        action={
          <Button onClick={() => void media.refetch()} disabled={media.isFetching}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('media.retry')}
          </Button>
        }
      />
    );
  }
  if (media.data.length === 0) {
    return (
      <StatusPanel
        icon={ImagePlus}
        title={t('media.emptyTitle')}
        action={
          <Button asChild>
            <Link href="/media">{t('media.upload')}</Link>
          </Button>
        }
      >
        {t('media.empty')}
      </StatusPanel>
    );
  }
  return (
    <div className="space-y-4">
      {!profileIsPublic && <Alert tone="info">{t('media.notPublicYet')}</Alert>}
      <ul aria-label={t('media.list')} className="space-y-4">
        {media.data.map((m) => (
          <MediaVisibilityCard key={m.id} item={m} />
        ))}
      </ul>
    </div>
  );
}
