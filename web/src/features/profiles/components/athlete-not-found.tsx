import { UserX } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** A missing profile, or a private one seen by anyone but its owner. */
export function AthleteNotFound() {
  const { t } = useT('profiles');
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="sr-only">{t('profile.heading')}</h1>
      <StatusPanel
        icon={UserX}
        title={t('profile.notFound')}
        action={
          <Button asChild>
            <Link href="/player-profiles">{t('profile.browse')}</Link>
          </Button>
        }
      >
        {t('profile.notFoundText')}
      </StatusPanel>
    </div>
  );
}
