import { Suspense } from 'react';
import { OFFER_HOURS } from '@common/waitlist';
import { useWaitlist } from './use-waitlist';
import { splitEntries } from './waitlist';
import { WaitlistList } from './waitlist-list';
import { Card } from '@/ui/card';
import { useT } from '@/lib/i18n/i18next';

/** The dashboards' card (athlete and parent): the places in line still waiting ("#2 in line for ..."), each with Leave; offers have their banners above. */
export function WaitlistsCard() {
  const list = useWaitlist();
  const { waiting } = splitEntries(list.data ?? []);
  const { t } = useT('waitlist');
  if (waiting.length === 0) return null;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-bold text-ink-900">{t('card.title', { count: waiting.length })}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('card.text', { hours: OFFER_HOURS })}</p>
      <Suspense fallback={null}>
        <div className="mt-2">
          <WaitlistList entries={waiting} />
        </div>
      </Suspense>
    </Card>
  );
}
