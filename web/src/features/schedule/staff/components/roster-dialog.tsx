import { Users } from 'lucide-react';
import { useT } from '@/lib/i18n/i18next';
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
    <FormDialog open={!!session} onOpenChange={(o) => !o && onClose()} title={t('schedule.roster.title')} description={session ? sessionLabel(session, t, language) : undefined} wide>
      {session && (
        <>
          <RosterList sessionId={session.id} />
          <WaitlistSection sessionId={session.id} />
          <AgeExceptionsSection sessionId={session.id} />
        </>
      )}
    </FormDialog>
  );
}

function RosterList({ sessionId }: { sessionId: number }) {
  const roster = useRoster(sessionId);
  const { t } = useT('staff');
  const list = roster.data ?? [];
  const checkedIn = list.filter((e) => e.attendance === 'CHECKED_IN').length;
  const noShows = list.filter((e) => e.attendance === 'NO_SHOW').length;
  return (
    <QueryState query={roster} what={t('schedule.roster.what')} empty={{ when: list.length === 0, icon: Users, title: t('schedule.roster.emptyTitle'), text: t('schedule.roster.emptyText') }}>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('schedule.roster.summary', { booked: list.length, checkedIn, count: noShows })}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('schedule.roster.rules')}</p>
      <ul className="mt-3 space-y-3">
        {list.map((e) => (
          <RosterEntryCard key={e.bookingId} entry={e} sessionId={sessionId} />
        ))}
      </ul>
    </QueryState>
  );
}
