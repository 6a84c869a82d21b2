import { UserX } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { StatusPage } from '@/ui/status-page';

/** A missing profile, or a private one seen by anyone but its owner. */
export function AthleteNotFound() {
  const { t } = useT('profiles');
  return (
    <StatusPage heading={t('profile.heading')} icon={UserX} title={t('profile.notFound')} href="/player-profiles" linkText={t('profile.browse')}>
      {t('profile.notFoundText')}
    </StatusPage>
  );
}
