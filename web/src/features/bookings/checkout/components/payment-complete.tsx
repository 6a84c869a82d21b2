import { CheckCircle2 } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Spinner } from '@/ui/spinner';

/** The complete step: 'Payment Successful!' (or booked with a credit) while the 2-second redirect runs. */
export function PaymentComplete({
  next,
  savedCard,
  withCredit = false,
  headingRef,
}: {
  next: string;
  savedCard: boolean;
  withCredit?: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useT('checkout');
  const toConfirmation = next.startsWith('/booking-confirmation');
  return (
    <div className="py-6 text-center">
      <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-extrabold focus:outline-none">
        {withCredit ? t('complete.creditTitle') : t('complete.title')}
      </h2>
      <p className="mt-2 text-slate-700">{toConfirmation ? t('complete.toConfirmation') : t('complete.toSchedule')}</p>
      {savedCard && <p className="mt-1 text-sm text-slate-700">{t('complete.cardSaved')}</p>}
      <div className="mt-5 flex justify-center">
        <Spinner />
      </div>
      <Link href={next} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        {toConfirmation ? t('complete.confirmationNow') : t('complete.scheduleNow')}
      </Link>
    </div>
  );
}
