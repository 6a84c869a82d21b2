import { Lock } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { isNotFoundError } from '@/lib/is-not-found';
import { useUser } from '@/lib/use-user';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { StatusPanel } from '@/ui/status-panel';
import { useMyMedia } from '@/features/media/api/use-my-media';
import { useOwnProfile } from '@/features/profiles/api/use-own-profile';
import { usePublicProfile } from '@/features/profiles/api/use-public-profile';
import { AthleteNotFound } from '@/features/profiles/components/athlete-not-found';
import { MediaTabs } from '@/features/profiles/components/media-tabs';
import { ProfileAbout } from '@/features/profiles/components/profile-about';
import { ProfileHero } from '@/features/profiles/components/profile-hero';
import { VerifiedMeasurables } from '@/features/test-days/components/verified-measurables';

/** Part 2, "Public athlete profile" (/profile/{slug}): for anyone when public, otherwise only for its owner. */
export default function PublicProfilePage() {
  const { t } = useT('profiles');
  const { slug = '' } = useParams<{ slug: string }>();
  const { user } = useUser();
  const profile = usePublicProfile(slug);
  const own = useOwnProfile(user?.role === 'ATHLETE');
  const isOwner = !!own.data && own.data.slug.toLowerCase() === slug.toLowerCase();
  const ownMedia = useMyMedia(isOwner);

  if (profile.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label={t('profile.loading')} />
      </div>
    );
  }
  if (isNotFoundError(profile.error)) return <AthleteNotFound />;
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="sr-only">{t('profile.heading')}</h1>
        <StatusPanel
          tone="error"
          icon={Lock}
          title={t('profile.loadError')}
          action={<Button onClick={() => void profile.refetch()}>{t('profile.retry')}</Button>}
        >
          {t('profile.loadErrorText')}
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
            {t('profile.privateBefore')}{' '}
            <Link href="/my-public-profile" className="font-semibold underline">
              {t('profile.privateLink')}
            </Link>{' '}
            {t('profile.privateAfter')}
          </Alert>
        )}
        <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className="space-y-6">
            <ProfileAbout profile={p} />
            <VerifiedMeasurables slug={slug} />
          </div>
          <MediaTabs name={p.displayName} media={p.media} privateMedia={isOwner ? ownMedia.data?.filter((m) => !m.isPublic) : undefined} />
        </div>
      </div>
    </>
  );
}
