import { Redirect } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Spinner } from '@/ui/spinner';
import { ProfileSetupForm } from './components/profile-setup-form';

/** Part 2, "Profile setup" (/profile-setup): for signed-in users; guests go to /login. */
export default function ProfileSetupPage() {
  const { user, isLoading } = useUser();
  const { t } = useT('profileSetup');
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (!user) return <Redirect to="/login" replace />;
  return <ProfileSetupForm user={user} />;
}
