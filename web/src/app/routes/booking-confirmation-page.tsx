import { CheckCircle2 } from 'lucide-react';
import { useSearch } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { NextSteps } from '@/ui/next-steps';
import { Spinner } from '@/ui/spinner';
import { CheckInCodeCard } from '@/features/check-in/check-in-code-button';
import { useMyBookings } from '@/features/bookings/my-bookings/use-my-bookings';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { BookingNotFound } from '@/features/bookings/confirmation/components/booking-not-found';
import { PaymentSummary } from '@/features/bookings/confirmation/components/payment-summary';
import { SessionDetails } from '@/features/bookings/confirmation/components/session-details';
import { WhatNext } from '@/features/bookings/confirmation/components/what-next';

/** /booking-confirmation?booking={id}&session={id} (part 2). */
export default function BookingConfirmationPage() {
  const { t } = useT('bookingConfirmation');
  const bookingId = Number(new URLSearchParams(useSearch()).get('booking'));
  const { user } = useUser();
  const bookings = useMyBookings();
  const site = useSiteInfo();
  const isParent = user?.role === 'PARENT';

  if (bookings.isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const booking = bookings.data?.find((b) => b.id === bookingId);
  if (!booking) return <BookingNotFound bookingsHref={isParent ? '/parent-dashboard' : '/my-bookings'} />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <header className="text-center">
        <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-2 text-slate-700">
          {t('number')} <strong className="text-ink-900">#{booking.id}</strong>
        </p>
      </header>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <SessionDetails booking={booking} />
          <WhatNext site={site.data} />
        </div>
        <div className="space-y-6">
          <PaymentSummary booking={booking} />
          {booking.status === 'CONFIRMED' && <CheckInCodeCard code={booking.checkInCode} />}
        </div>
      </div>
      <NextSteps
        label={t('nav.label')}
        steps={[
          ...(isParent ? [] : [{ href: '/sessions', label: t('nav.sessions') }]),
          { href: '/schedule', label: t('nav.another') },
          { href: '/', label: t('nav.dashboard') },
        ]}
      />
    </div>
  );
}
