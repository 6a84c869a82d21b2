import { Suspense } from 'react';
import { useWaitlist } from '@/features/bookings/waitlist/use-waitlist';
import { WaitlistList } from '@/features/bookings/waitlist/waitlist-list';
import { Card } from '@/ui/card';
import { useT } from '@/lib/i18n/i18next';

/** Places in line (issue 18), when there are any: the place in line with Leave, or the held place with Book now and Decline. */
export function WaitlistSection() {
  const list = useWaitlist();
  const { t } = useT('sessions');
  const entries = list.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="waitlists-heading">
      <h2 id="waitlists-heading" className="text-xl font-bold text-ink-900">
        {t('sectionTitle', { title: t('waitlists'), count: entries.length })}
      </h2>
      <Card className="mt-3 px-4 sm:px-5">
        <Suspense fallback={null}>
          <WaitlistList entries={entries} />
        </Suspense>
      </Card>
    </section>
  );
}
