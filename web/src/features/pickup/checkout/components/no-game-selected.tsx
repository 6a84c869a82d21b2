import { Volleyball } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { StatusPanel } from '@/ui/status-panel';

/** Part 2: checkout opened without a gameId. */
export function NoGameSelected() {
  const { t } = useT('pickupCheckout');
  return (
    <div className="px-4 py-12">
      <StatusPanel
        icon={Volleyball}
        title={t('noGame.title')}
        action={
          <Button asChild>
            <Link href="/pickup-games">{t('noGame.browse')}</Link>
          </Button>
        }
      >
        {t('noGame.text')}
      </StatusPanel>
    </div>
  );
}
