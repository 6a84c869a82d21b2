import type { ReactNode } from 'react';
import type { AuthUser } from '@common/auth';
import type { Booking } from '@common/bookings';
import { Card } from '@/ui/card';
import { BookingRow, type BookingGroup } from './booking-row';
import { useT } from '@/lib/i18n/i18next';

interface BookingSectionProps {
  title: string;
  group: BookingGroup;
  bookings: Booking[];
  user: AuthUser;
  /** Shown when the list is empty. */
  empty: ReactNode;
  onReschedule: (b: Booking) => void;
  onCancel: (b: Booking) => void;
}

/** One of the Upcoming, Completed and Cancelled lists. */
export function BookingSection({ title, group, bookings, user, empty, onReschedule, onCancel }: BookingSectionProps) {
  const headingId = `${group}-heading`;
  const { t } = useT('sessions');
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold text-ink-900">
        {t('sectionTitle', { title, count: bookings.length })}
      </h2>
      <Card className="mt-3">
        {bookings.length === 0 ? (
          <div className="px-4 py-8 text-center text-sm text-slate-600">{empty}</div>
        ) : (
          <ul className="divide-y divide-slate-200">
            {bookings.map((b) => (
              <BookingRow
                key={b.id}
                booking={b}
                group={group}
                athleteName={b.athlete.id === user.id ? null : `${b.athlete.firstName} ${b.athlete.lastName}`}
                onReschedule={() => onReschedule(b)}
                onCancel={() => onCancel(b)}
              />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
