import { Hourglass } from 'lucide-react';
import { Suspense } from 'react';
import type { WaitlistEntry } from '@common/waitlist';
import { fullName } from '@/features/bookings/waitlist/waitlist';
import { useHeldUntil } from '@/features/bookings/waitlist/use-held-until';
import { useT } from '@/lib/i18n/i18next';

/** Issue 18: the place being bought is one held for the member (or their athlete) from the waitlist, until when. */
export function HeldPlaceNote({ offer, self }: { offer: WaitlistEntry; self: boolean }) {
  return (
    <Suspense fallback={null}>
      <Note offer={offer} self={self} />
    </Suspense>
  );
}

function Note({ offer, self }: { offer: WaitlistEntry; self: boolean }) {
  const { t } = useT('checkout');
  const until = useHeldUntil()(offer.offerExpiresAt);
  return (
    <p role="status" className="mt-4 flex gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
      <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{self ? t('waitlist.heldForYou', { until }) : t('waitlist.heldFor', { name: fullName(offer.athlete), until })}</span>
    </p>
  );
}
