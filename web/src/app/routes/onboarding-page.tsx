import { useT } from '@/lib/i18n/i18next';
import { RequireUser } from '@/ui/people-require-user';
import { WelcomeFlow } from '@/features/onboarding/components/welcome-flow';

/** Part 2, "Welcome setup" (/onboarding): for signed-in users of every role; guests go to /login. */
export default function OnboardingPage() {
  const { t } = useT('onboarding');
  return <RequireUser loadingLabel={t('loading')}>{(user) => <WelcomeFlow user={user} />}</RequireUser>;
}
