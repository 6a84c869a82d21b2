import { CalendarDays, CalendarPlus, Clock, MapPin, User, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { bookingsApi, type Booking } from '@common/bookings';
import { pathOf } from '@common/endpoint';
import { longDay, wallTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { Card } from '@/ui/card';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <span className="absolute top-0.5 left-0 text-brand-600">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The session booked: program, when, where, with whom, for whom, and the calendar file. */
export function SessionDetails({ booking }: { booking: Booking }) {
  const { t, language } = useT('bookingConfirmation');
  const { session } = booking;
  const icon = 'size-5';
  const coach = session.coachName ?? session.coach?.name;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold">{session.program.name}</h2>
      {session.sessionTitle && <p className="text-sm font-medium text-slate-700">{session.sessionTitle}</p>}
      {session.program.description && <p className="mt-2 text-slate-700">{session.program.description}</p>}
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Detail icon={<CalendarDays className={icon} aria-hidden="true" />} label={t('details.date')}>
          {longDay(session.date, language)}
        </Detail>
        <Detail icon={<Clock className={icon} aria-hidden="true" />} label={t('details.time')}>
          {wallTime(session.time || '12:00:00', language) ?? t('details.timeTba')}
        </Detail>
        {coach && (
          <Detail icon={<UserRound className={icon} aria-hidden="true" />} label={t('details.coach')}>
            {coach}
          </Detail>
        )}
        {session.location && (
          <Detail icon={<MapPin className={icon} aria-hidden="true" />} label={t('details.location')}>
            {session.location}
          </Detail>
        )}
        <Detail icon={<User className={icon} aria-hidden="true" />} label={t('details.athlete')}>
          {booking.athlete.firstName} {booking.athlete.lastName}
        </Detail>
      </dl>
      <a
        href={pathOf(bookingsApi.calendarFile, { id: booking.id })}
        download={`octane-session-${booking.id}.ics`}
        className="mt-5 inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <CalendarPlus className="size-4" aria-hidden="true" /> {t('details.addToCalendar')}
      </a>
    </Card>
  );
}
