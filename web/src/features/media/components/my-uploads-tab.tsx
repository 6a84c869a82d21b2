import type { UseQueryResult } from '@tanstack/react-query';
import { Upload, Video } from 'lucide-react';
import { useState } from 'react';
import type { MediaItem } from '@common/media';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { toast } from '@/ui/toast';
import { useUpdateVisibility, type VisibilityInput } from '../api/use-update-visibility';
import { MakePublicDialog, type PublicDetails } from './make-public-dialog';
import { MediaCard } from './media-card';

/** The My Uploads tab: a grid of the member's uploads with Make Public and Make Private. */
export function MyUploadsTab({ query, onUpload, forParent = false }: { query: UseQueryResult<MediaItem[]>; onUpload: () => void; forParent?: boolean }) {
  const { t } = useT('media');
  const update = useUpdateVisibility();
  const [publishing, setPublishing] = useState<MediaItem | null>(null);

  const save = (input: VisibilityInput, done?: () => void) =>
    update.mutate(input, {
      onSuccess: (item) => {
        done?.();
        toast({
          title: item.isPublic ? t('uploads.publicTitle') : t('uploads.privateTitle'),
          description: item.isPublic
            ? t('uploads.publicText', { name: item.title || item.originalName })
            : t('uploads.privateText', { name: item.originalName }),
        });
      },
      onError: (error) => toast({ title: t('uploads.updateFailed'), description: serverMessage(error, t('messages.updateFailed')), variant: 'error' }),
    });

  const makePublic = (details: PublicDetails) => {
    if (!publishing) return;
    save({ id: publishing.id, isPublic: true, title: details.title || null, description: details.description || null, tags: details.tags }, () =>
      setPublishing(null),
    );
  };
  const makePrivate = (item: MediaItem) => save({ id: item.id, isPublic: false, title: item.title, description: item.description, tags: item.tags });

  if (query.isPending) {
    return (
      <div className="py-12 text-center text-slate-600">
        <Spinner label={t('uploads.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <StatusPanel icon={Video} title={t('uploads.loadError')} tone="error" action={<Button onClick={() => void query.refetch()}>{t('uploads.retry')}</Button>}>
        {t('uploads.checkConnection')}
      </StatusPanel>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) {
    return (
      <StatusPanel
        icon={Video}
        title={t('uploads.emptyTitle')}
        action={
          <Button onClick={onUpload}>
            <Upload className="size-4" aria-hidden="true" />
            {t('uploads.uploadFirst')}
          </Button>
        }
      >
        {t('uploads.empty')}
      </StatusPanel>
    );
  }
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-ink-900">{t('uploads.heading')}</h2>
          <p className="text-sm text-slate-600">{t('uploads.count', { count: items.length, public: items.filter((m) => m.isPublic).length })}</p>
        </div>
        <Button variant="outline" size="sm" onClick={onUpload}>
          <Upload className="size-4" aria-hidden="true" />
          {t('uploads.uploadNew')}
        </Button>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="flex">
            <MediaCard
              item={item}
              busy={update.isPending && update.variables?.id === item.id}
              onMakePublic={() => setPublishing(item)}
              onMakePrivate={() => makePrivate(item)}
              forParent={forParent}
            />
          </li>
        ))}
      </ul>
      <MakePublicDialog item={publishing} saving={update.isPending} onClose={() => setPublishing(null)} onConfirm={makePublic} />
    </>
  );
}
