import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** What a coach who is not staff sees at /coach/manage. */
export function AccessRestricted() {
  const { t } = useT('staff');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <StatusPanel
        icon={ShieldAlert}
        title={t('restricted.title')}
        action={
          <Button asChild variant="outline">
            <Link href="/">{t('restricted.home')}</Link>
          </Button>
        }
      >
        {t('restricted.text')}
      </StatusPanel>
    </div>
  );
}
