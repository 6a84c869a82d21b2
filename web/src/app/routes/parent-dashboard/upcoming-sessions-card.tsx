import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Booking } from '@common/bookings';
import { CancelBookingDialog } from '@/features/bookings/my-bookings/cancel-booking-dialog';
import { useMyBookings } from '@/features/bookings/my-bookings/use-my-bookings';
import { useT } from '@/lib/i18n/i18next';
import { Button } from '@/ui/button';
import { refreshParentData } from '@/features/parent/api/refresh-parent-data';
import { useParentSessions } from '@/features/parent/api/use-parent-sessions';
import { EmptyNote, LoadError, Loading } from '@/features/parent/components/load-state';
import { ParentSessionRow } from '@/features/parent/components/parent-session-row';
import { SectionCard } from '@/features/parent/components/section-card';

interface UpcomingSessionsCardProps {
  /** The chosen athlete, or undefined for all linked athletes. */
  athleteId: number | undefined;
  /** Part 2, section 6: the call runs only when the parent has at least one linked athlete. */
  hasAthletes: boolean;
}

/** Part 2: the linked athletes' booked sessions, each cancellable with the shared refund-aware dialog. */
export function UpcomingSessionsCard({ athleteId, hasAthletes }: UpcomingSessionsCardProps) {
  const { t } = useT('parent');
  const qc = useQueryClient();
  const sessions = useParentSessions({ athleteId, enabled: hasAthletes });
  // The full bookings (paid amount, start instant) say whether a cancellation is refunded.
  const bookings = useMyBookings();
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const byId = new Map((bookings.data ?? []).map((b) => [b.id, b]));

  const book = (
    <Button asChild size="sm">
      <Link href="/schedule">
        <CalendarPlus className="size-4" aria-hidden="true" /> {t('sessions.book')}
      </Link>
    </Button>
  );

  return (
    <SectionCard id="upcoming-sessions" icon={CalendarDays} title={t('sessions.title')} action={book}>
      {!hasAthletes ? (
        <EmptyNote>{t('sessions.noAthletes')}</EmptyNote>
      ) : sessions.isPending ? (
        <Loading label={t('sessions.loading')} />
      ) : sessions.isError ? (
        <LoadError message={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.length === 0 ? (
        <EmptyNote>
          {t('sessions.none')}{' '}
          <Link href="/schedule" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('sessions.seeSchedule')}
          </Link>{' '}
          {t('sessions.toBook')}
        </EmptyNote>
      ) : (
        <ul className="space-y-3">
          {sessions.data.map((s) => {
            const full = byId.get(s.bookingId);
            return (
              <ParentSessionRow
                key={s.bookingId}
                session={s}
                cancelReady={!!full}
                checkIn={full ? { code: full.checkInCode, checkedIn: full.attendance === 'CHECKED_IN' } : undefined}
                onCancel={() => setCancelling(full ?? null)}
              />
            );
          })}
        </ul>
      )}
      <CancelBookingDialog
        booking={cancelling}
        onClose={() => {
          setCancelling(null);
          void refreshParentData(qc);
        }}
        question={t('sessions.cancelQuestion')}
        errorTitle={t('sessions.cancelError')}
      />
    </SectionCard>
  );
}
