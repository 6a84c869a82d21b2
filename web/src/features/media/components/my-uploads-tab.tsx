import type { UseQueryResult } from '@tanstack/react-query';
import { Upload, Video } from 'lucide-react';
import { useState } from 'react';
import { MEDIA_MESSAGES, type MediaItem } from '@common/media';
import { serverMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { toast } from '@/ui/toast-store';
import { useUpdateVisibility, type VisibilityInput } from '../api/use-update-visibility';
import { MakePublicDialog, type PublicDetails } from './make-public-dialog';
import { MediaCard } from './media-card';

/** The My Uploads tab: a grid of the member's uploads with Make Public and Make Private. */
export function MyUploadsTab({ query, onUpload }: { query: UseQueryResult<MediaItem[]>; onUpload: () => void }) {
  const update = useUpdateVisibility();
  const [publishing, setPublishing] = useState<MediaItem | null>(null);

  const save = (input: VisibilityInput, done?: () => void) =>
    update.mutate(input, {
      onSuccess: (item) => {
        done?.();
        toast({
          title: item.isPublic ? 'Media is public' : 'Media is private',
          description: item.isPublic ? `${item.title || item.originalName} can now appear on your public profile.` : `${item.originalName} is visible only to you, your coaches and your linked parents.`,
        });
      },
      onError: (error) => toast({ title: 'Update Failed', description: serverMessage(error, MEDIA_MESSAGES.updateFailed), variant: 'error' }),
    });

  const makePublic = (details: PublicDetails) => {
    if (!publishing) return;
    save({ id: publishing.id, isPublic: true, title: details.title || null, description: details.description || null, tags: details.tags }, () => setPublishing(null));
  };
  const makePrivate = (item: MediaItem) => save({ id: item.id, isPublic: false, title: item.title, description: item.description, tags: item.tags });

  if (query.isPending) {
    return (
      <div className="py-12 text-center text-slate-600">
        <Spinner label="Loading your uploads..." />
      </div>
    );
  }
  if (query.isError) {
    return (
      <StatusPanel icon={Video} title="We couldn't load your uploads" tone="error" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        Check your connection and try again.
      </StatusPanel>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) {
    return (
      <StatusPanel
        icon={Video}
        title="No media uploads yet"
        action={
          <Button onClick={onUpload}>
            <Upload className="size-4" aria-hidden="true" />
            Upload your first video
          </Button>
        }
      >
        Upload a training video or photo to get AI analysis and feedback from your coaches.
      </StatusPanel>
    );
  }
  return (
    <>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-ink-900">My uploads</h2>
          <p className="text-sm text-slate-600">
            {items.length} {items.length === 1 ? 'upload' : 'uploads'} · {items.filter((m) => m.isPublic).length} public
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onUpload}>
          <Upload className="size-4" aria-hidden="true" />
          Upload new
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
            />
          </li>
        ))}
      </ul>
      <MakePublicDialog item={publishing} saving={update.isPending} onClose={() => setPublishing(null)} onConfirm={makePublic} />
    </>
  );
}
