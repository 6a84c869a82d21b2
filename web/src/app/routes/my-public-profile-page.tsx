import { FileText, Images } from 'lucide-react';
import { isUnauthorizedError } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { PageIntro } from '@/ui/page-intro';
import { LoadErrorPanel } from '@/ui/load-error-panel';
import { Spinner } from '@/ui/spinner';
import { TabList, TabPanel, TabTrigger, Tabs } from '@/ui/tabs';
import { useMyProfile } from '@/features/profiles/editor/api/use-my-profile';
import { LoginRequiredCard } from '@/features/profiles/editor/components/login-required-card';
import { MediaManagementTab } from '@/features/profiles/editor/components/media-management-tab';
import { ProfileForm } from '@/features/profiles/editor/components/profile-form';
import { PublicLink } from '@/features/profiles/editor/components/public-link';

/** Part 2, "My public profile editor": Profile Information and Media Management tabs, for signed-in athletes. */
export default function MyPublicProfilePage() {
  const { user, isLoading } = useUser();
  const { t } = useT('profileEditor');
  const profile = useMyProfile(!!user);

  if (isLoading || (user && profile.isPending)) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label={t('page.loading')} />
      </div>
    );
  }
  if (!user || isUnauthorizedError(profile.error)) return <LoginRequiredCard />;

  const icon = 'size-4 shrink-0';
  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')} width="max-w-5xl" extra={<PublicLink profile={profile.data} />}>
        {t('page.intro')}
      </PageIntro>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
        {profile.isError ? (
          <LoadErrorPanel title={t('page.loadError')} retryLabel={t('page.retry')} onRetry={() => void profile.refetch()} />
        ) : (
          <Tabs defaultValue="profile">
            <TabList label={t('page.tabs')}>
              <TabTrigger value="profile" icon={<FileText className={icon} aria-hidden="true" />}>
                {t('page.profileTab')}
              </TabTrigger>
              <TabTrigger value="media" icon={<Images className={icon} aria-hidden="true" />}>
                {t('page.mediaTab')}
              </TabTrigger>
            </TabList>
            <TabPanel value="profile" keepMounted>
              <ProfileForm profile={profile.data ?? null} user={user} />
            </TabPanel>
            <TabPanel value="media">
              <MediaManagementTab profileIsPublic={profile.data?.isPublic ?? false} />
            </TabPanel>
          </Tabs>
        )}
      </div>
    </>
  );
}
