import { Redirect } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Spinner } from '@/ui/spinner';
import { WelcomeFlow } from './components/welcome-flow';

/** Part 2, "Welcome setup" (/onboarding): for signed-in users of every role; guests go to /login. */
export default function OnboardingPage() {
  const { user, isLoading } = useUser();
  const { t } = useT('onboarding');
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (!user) return <Redirect to="/login" replace />;
  return <WelcomeFlow user={user} />;
}
