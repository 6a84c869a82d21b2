import { CalendarDays, Clock, MapPin, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { Booking } from '@common/booking';
import { formatPrice } from '@common/programs';
import { coachOf } from '@/lib/bookings/booking-summary';
import { formatLongDate, formatTime12 } from '@/lib/format-time';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';

export type BookingGroup = 'upcoming' | 'completed' | 'cancelled';

interface BookingRowProps {
  booking: Booking;
  group: BookingGroup;
  /** The athlete's name when the booking is for someone other than the signed-in member. */
  athleteName: string | null;
  onReschedule: () => void;
  onCancel: () => void;
}

const STATUS = {
  upcoming: (b: Booking) => (b.status === 'PENDING' ? <Badge tone="warning">PENDING</Badge> : <Badge tone="success">CONFIRMED</Badge>),
  completed: () => <Badge tone="secondary">Completed</Badge>,
  cancelled: () => <Badge tone="danger">Cancelled</Badge>,
};

/** One booked session with what can be done with it: reschedule or cancel ahead, read feedback after. */
export function BookingRow({ booking, group, athleteName, onReschedule, onCancel }: BookingRowProps) {
  const s = booking.session;
  const name = s.program.name || 'Training Session';
  const when = formatLongDate(s.date);
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-bold text-ink-900">{name}</h3>
          {STATUS[group](booking)}
        </div>
        {s.sessionTitle && <p className="mt-0.5 text-sm text-slate-600">{s.sessionTitle}</p>}
        {athleteName && <p className="mt-0.5 text-sm font-medium text-slate-700">For {athleteName}</p>}
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4 text-slate-500" aria-hidden="true" /> {when}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 text-slate-500" aria-hidden="true" /> {formatTime12(s.time)}
          </li>
          <li className="flex items-center gap-1.5">
            <UserRound className="size-4 text-slate-500" aria-hidden="true" /> Coach: {coachOf(s)}
          </li>
          <li className="flex items-center gap-1.5">
            <MapPin className="size-4 text-slate-500" aria-hidden="true" /> {s.location}
          </li>
        </ul>
        {group === 'cancelled' && booking.refunded > 0 && (
          <p className="mt-2 text-sm text-green-800">Refunded {formatPrice(booking.refunded)} to your card</p>
        )}
      </div>
      {group === 'upcoming' && (
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" size="sm" onClick={onReschedule}>
            Reschedule<span className="sr-only">: {name} on {when}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onCancel} className="text-red-700 hover:bg-red-50">
            Cancel<span className="sr-only">: {name} on {when}</span>
          </Button>
        </div>
      )}
      {group === 'completed' && (
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link href="/media">
            View Feedback<span className="sr-only">: {name} on {when}</span>
          </Link>
        </Button>
      )}
    </li>
  );
}
