import { ImagePlus, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useMyMedia } from '../api/use-my-media';
import { MediaVisibilityCard } from './media-visibility-card';

/** Media Management: each upload's visibility on the public profile, with its title, description and tags. */
export function MediaManagementTab({ profileIsPublic }: { profileIsPublic: boolean }) {
  const media = useMyMedia(true);

  if (media.isPending) {
    return (
      <div className="flex justify-center py-12 text-slate-700">
        <Spinner label="Loading your media..." />
      </div>
    );
  }
  if (media.isError) {
    return (
      <StatusPanel
        tone="error"
        icon={TriangleAlert}
        title="We couldn't load your media"
        action={
          <Button onClick={() => void media.refetch()} disabled={media.isFetching}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try again
          </Button>
        }
      />
    );
  }
  if (media.data.length === 0) {
    return (
      <StatusPanel
        icon={ImagePlus}
        title="No media uploads yet"
        action={
          <Button asChild>
            <Link href="/media">Upload Media</Link>
          </Button>
        }
      >
        Upload training videos and photos, then choose here which ones appear on your public profile.
      </StatusPanel>
    );
  }
  return (
    <div className="space-y-4">
      {!profileIsPublic && <Alert tone="info">Public media appears on your profile once your profile itself is public.</Alert>}
      <ul aria-label="Your uploads" className="space-y-4">
        {media.data.map((m) => (
          <MediaVisibilityCard key={m.id} item={m} />
        ))}
      </ul>
    </div>
  );
}
