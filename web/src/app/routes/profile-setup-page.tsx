import type { AuthUser } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';
import { RequireUser } from '@/ui/require-user';
import { ProfileSetupForm } from '@/features/account/profile-setup/components/profile-setup-form';
import { ResumeNotice } from './guest-choice/resume-notice';
import { useResumeNext } from './guest-choice/use-resume-next';

/** Profile setup, ending where the person's choice as a guest is waiting (issue 29). */
function Setup({ user }: { user: AuthUser }) {
  const then = useResumeNext(user);
  return <ProfileSetupForm user={user} then={then} notice={then && <ResumeNotice next={then} />} />;
}

/** Part 2, "Profile setup" (/profile-setup): for signed-in users; guests go to /login. */
export default function ProfileSetupPage() {
  const { t } = useT('profileSetup');
  return <RequireUser loadingLabel={t('loading')}>{(user) => <Setup user={user} />}</RequireUser>;
}
