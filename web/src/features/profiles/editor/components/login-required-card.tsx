import { LogIn, UserRound } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { StatusPage } from '@/ui/status-page';

/** Part 2, "My public profile editor": guests (or an ended session) see this instead of the editor. */
export function LoginRequiredCard() {
  const { t } = useT('profileEditor');
  return (
    <StatusPage heading={t('login.heading')} icon={UserRound} title={t('login.title')} href="/login" linkIcon={LogIn} linkText={t('login.logIn')}>
      {t('login.text')}
    </StatusPage>
  );
}
