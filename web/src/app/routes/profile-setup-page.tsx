import { useT } from '@/lib/i18n/i18next';
import { RequireUser } from '@/ui/people-require-user';
import { ProfileSetupForm } from '@/features/account/profile-setup/components/profile-setup-form';

/** Part 2, "Profile setup" (/profile-setup): for signed-in users; guests go to /login. */
export default function ProfileSetupPage() {
  const { t } = useT('profileSetup');
  return <RequireUser loadingLabel={t('loading')}>{(user) => <ProfileSetupForm user={user} />}</RequireUser>;
}
