import { Lock } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { isNotFoundError } from '@/lib/is-not-found';
import { useUser } from '@/lib/use-user';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useOwnMedia } from './api/use-own-media';
import { useOwnProfile } from './api/use-own-profile';
import { usePublicProfile } from './api/use-public-profile';
import { AthleteNotFound } from './components/athlete-not-found';
import { MediaTabs } from './components/media-tabs';
import { ProfileAbout } from './components/profile-about';
import { ProfileHero } from './components/profile-hero';

/** Part 2, "Public athlete profile" (/profile/{slug}): for anyone when public, otherwise only for its owner. */
export default function PublicProfilePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { user } = useUser();
  const profile = usePublicProfile(slug);
  const own = useOwnProfile(user?.role === 'ATHLETE');
  const isOwner = !!own.data && own.data.slug.toLowerCase() === slug.toLowerCase();
  const ownMedia = useOwnMedia(isOwner);

  if (profile.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label="Loading profile..." />
      </div>
    );
  }
  if (isNotFoundError(profile.error)) return <AthleteNotFound />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">Athlete Profile</h1>
        <StatusPanel tone="error" icon={Lock} title="We couldn't load this profile" action={<Button onClick={() => void profile.refetch()}>Try again</Button>}>
          Please check your connection and try again.
        </StatusPanel>
      </div>
    );
  }

  const p = profile.data;
  return (
    <>
      <ProfileHero profile={p} isOwner={isOwner} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        {isOwner && !p.isPublic && (
          <Alert tone="info" className="mb-6">
            Only you can see this profile. Turn on Public profile in{' '}
            <Link href="/my-public-profile" className="font-semibold underline">
              My Public Profile
            </Link>{' '}
            to share it.
          </Alert>
        )}
        <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <ProfileAbout profile={p} />
          <MediaTabs name={p.displayName} media={p.media} privateMedia={isOwner ? ownMedia.data?.filter((m) => !m.isPublic) : undefined} />
        </div>
      </div>
    </>
  );
}
