import { ShieldAlert } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
import { StatusPage } from '@/ui/status-page';

/** What a coach who is not staff sees at /coach/manage. */
export function AccessRestricted() {
  const { t } = useT('staff');
  return (
    <StatusPage icon={ShieldAlert} title={t('restricted.title')} href="/" linkText={t('restricted.home')} quiet>
      {t('restricted.text')}
    </StatusPage>
  );
}
