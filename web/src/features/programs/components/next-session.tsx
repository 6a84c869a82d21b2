import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import type { SessionSummary } from '@common/programs';
import { formatShortDate, formatTime12 } from '@/lib/format-time';

const spotsText = (n: number) => (n <= 0 ? 'Full' : `${n} ${n === 1 ? 'spot' : 'spots'} available`);

/** Part 1, 2.7: the Next Session box of a program card: date, time with duration, location, spots. */
export function NextSession({ session, duration }: { session: SessionSummary | undefined; duration: number }) {
  return (
    <div className="mt-4 rounded-xl border border-brand-100 bg-brand-50 p-3.5 text-sm">
      <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">Next Session</p>
      {session ? (
        <dl className="mt-2 grid gap-1.5 text-ink-900">
          <Row icon={CalendarDays} term="Date">{formatShortDate(session.date)}</Row>
          <Row icon={Clock} term="Time">
            {formatTime12(session.time)} <span className="text-slate-600">({duration} min)</span>
          </Row>
          <Row icon={MapPin} term="Location">{session.location}</Row>
          <Row icon={Users} term="Spots">
            <span className={session.availableSpots <= 0 ? 'font-semibold text-red-700' : undefined}>{spotsText(session.availableSpots)}</span>
          </Row>
        </dl>
      ) : (
        <p className="mt-2 text-slate-700">No upcoming sessions yet. Check back soon.</p>
      )}
    </div>
  );
}

function Row({ icon: Icon, term, children }: { icon: typeof Clock; term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <dt className="sr-only">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
