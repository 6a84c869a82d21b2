import type { AuthUser } from '@common/auth';
import { useT } from '@/lib/i18n/i18next';
import { RequireUser } from '@/ui/require-user';
import { WelcomeFlow } from '@/features/onboarding/components/welcome-flow';
import { ResumeNotice } from './guest-choice/resume-notice';
import { useResumeNext } from './guest-choice/use-resume-next';

/** The welcome, carrying what the person chose as a guest on to its end (issue 29). */
function Welcome({ user }: { user: AuthUser }) {
  const then = useResumeNext(user);
  return <WelcomeFlow user={user} then={then} notice={then && <ResumeNotice next={then} />} />;
}

/** Part 2, "Welcome setup" (/onboarding): for signed-in users of every role; guests go to /login. */
export default function OnboardingPage() {
  const { t } = useT('onboarding');
  return <RequireUser loadingLabel={t('loading')}>{(user) => <Welcome user={user} />}</RequireUser>;
}
