import { Users } from 'lucide-react';
import { attendanceRefusal, CHECK_IN_OPENS_MINUTES } from '@common/bookings';
import { useT } from '@/lib/i18n/i18next';
import { instantDayTimeIn } from '@/lib/i18n/format';
import { useNow } from '@/lib/use-now';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { FormDialog } from '@/lib/staff/form-dialog';
import { QueryState } from '@/lib/staff/query-state';
import { useRoster } from '@/features/bookings/staff/api/use-roster';
import type { StaffSession } from '../api/use-staff-sessions';
import { sessionLabel } from '../lib/session-label';
import { RosterEntryCard } from '@/features/bookings/staff/components/roster-entry';
import { WaitlistSection } from '@/features/bookings/staff/components/waitlist-section';
import { AgeExceptionsSection } from '@/features/bookings/staff/components/age-exceptions-section';

/** The booked athletes of a session, with check-in and no-show buttons; below them, its waitlist and its age group with the exceptions to it. */
export function RosterDialog({ session, onClose }: { session: StaffSession | null; onClose: () => void }) {
  const { t, language } = useT('staff');
  return (
    <FormDialog
      open={!!session}
      onOpenChange={(o) => !o && onClose()}
      title={t('schedule.roster.title')}
      description={session ? sessionLabel(session, t, language) : undefined}
      wide
    >
      {session && (
        <>
          <RosterList sessionId={session.id} startsAt={session.startsAt} />
          <WaitlistSection sessionId={session.id} />
          <AgeExceptionsSection sessionId={session.id} />
        </>
      )}
    </FormDialog>
  );
}

function RosterList({ sessionId, startsAt }: { sessionId: number; startsAt: string }) {
  const roster = useRoster(sessionId);
  const { t, language } = useT('staff');
  // The marks open on their own (issue 34: they were enabled days early, then refused): the same rule as the server's.
  const now = useNow();
  const start = new Date(startsAt);
  const open = { CHECKED_IN: attendanceRefusal('CHECKED_IN', start, now) === null, NO_SHOW: attendanceRefusal('NO_SHOW', start, now) === null };
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const at = (ms: number) => instantDayTimeIn(new Date(ms).toISOString(), timeZone, language);
  const opens = !open.CHECKED_IN
    ? t('schedule.roster.checkInOpens', { when: at(start.getTime() - CHECK_IN_OPENS_MINUTES * 60_000) })
    : !open.NO_SHOW
      ? t('schedule.roster.noShowOpens', { when: at(start.getTime()) })
      : null;
  const list = roster.data ?? [];
  const checkedIn = list.filter((e) => e.attendance === 'CHECKED_IN').length;
  const noShows = list.filter((e) => e.attendance === 'NO_SHOW').length;
  return (
    <QueryState
      query={roster}
      what={t('schedule.roster.what')}
      empty={{ when: list.length === 0, icon: Users, title: t('schedule.roster.emptyTitle'), text: t('schedule.roster.emptyText') }}
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('schedule.roster.summary', { booked: list.length, checkedIn, count: noShows })}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('schedule.roster.rules')}</p>
      {opens && <p className="mt-1 text-sm font-medium text-slate-800">{opens}</p>}
      <ul className="mt-3 space-y-3">
        {list.map((e) => (
          <RosterEntryCard key={e.bookingId} entry={e} sessionId={sessionId} open={open} />
        ))}
      </ul>
    </QueryState>
  );
}
