import type { Booking } from '@common/booking';
import { formatPrice } from '@common/programs';
import { Badge } from '@/ui/badge';
import { Card } from '@/ui/card';

/** Part 2: session fee (50 when the program has no price), status and total paid. */
export function PaymentSummary({ booking }: { booking: Booking }) {
  const fee = booking.session.program.price || 50;
  const status = booking.status ?? 'CONFIRMED';
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">Payment summary</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Session fee</dt>
          <dd className="tabular-nums">{formatPrice(fee)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-slate-700">Status</dt>
          <dd>
            <Badge tone={status === 'CONFIRMED' ? 'success' : status === 'CANCELLED' ? 'danger' : 'warning'}>{status}</Badge>
          </dd>
        </div>
        {booking.refunded > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">Refunded</dt>
            <dd className="tabular-nums">-{formatPrice(booking.refunded)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold">
          <dt>Total paid</dt>
          <dd className="tabular-nums">{formatPrice(booking.amountPaid)}</dd>
        </div>
      </dl>
    </Card>
  );
}
