import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';

export function BookingNotFound({ bookingsHref }: { bookingsHref: string }) {
  const { t } = useT('bookingConfirmation');
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8 text-center">
        <SearchX className="mx-auto size-10 text-slate-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-2 text-slate-700">{t('notFound.text')}</p>
        <Button asChild className="mt-6">
          <Link href={bookingsHref}>{t('notFound.bookings')}</Link>
        </Button>
      </Card>
    </div>
  );
}
