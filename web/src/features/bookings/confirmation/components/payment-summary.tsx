import type { Booking } from '@common/bookings';
import { money } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';

/**
 * Part 2: session fee (50 when the program has no price), status and total paid. A booking paid
 * with a session pack credit says so instead of a total (issue 29): no money moved, and none
 * comes back; a cancelled one says its credit went back to the pack.
 */
export function PaymentSummary({ booking }: { booking: Booking }) {
  const { t, language } = useT('bookingConfirmation');
  const fee = booking.session.program.price || 50;
  const status = booking.status ?? 'CONFIRMED';
  const pack = booking.paidWithCredit ? booking.creditPack : null;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">{t('payment.heading')}</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">{t('payment.fee')}</dt>
          <dd className="tabular-nums">{money(fee, language)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-700">{t('payment.status')}</dt>
          <dd>
            <Badge tone={status === 'CONFIRMED' ? 'success' : status === 'CANCELLED' ? 'danger' : 'warning'}>{t(`payment.statuses.${status}`)}</Badge>
          </dd>
        </div>
        {!pack && booking.refunded > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('payment.refunded')}</dt>
            <dd className="tabular-nums">-{money(booking.refunded, language)}</dd>
          </div>
        )}
        {pack ? (
          <div className="space-y-1 border-t border-slate-200 pt-3" data-testid="paid-with-credit">
            <dt className="sr-only">{t('payment.total')}</dt>
            <dd className="text-base font-bold">{t('payment.paidWithCredit', { pack })}</dd>
            <dd className="text-slate-700">{booking.refunded > 0 ? t('payment.creditReturned', { pack }) : t('payment.noMoney')}</dd>
          </div>
        ) : (
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold">
            <dt>{t('payment.total')}</dt>
            <dd className="tabular-nums">{money(booking.amountPaid, language)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
