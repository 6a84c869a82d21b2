import { Users } from 'lucide-react';
import { FormDialog } from '../../components/form-dialog';
import { QueryState } from '../../components/query-state';
import { useRoster } from '../api/use-roster';
import type { StaffSession } from '../api/use-staff-sessions';
import { sessionLabel } from '../lib/session-label';
import { RosterEntryCard } from './roster-entry';

/** The booked athletes of a session, with check-in and no-show buttons. */
export function RosterDialog({ session, onClose }: { session: StaffSession | null; onClose: () => void }) {
  return (
    <FormDialog open={!!session} onOpenChange={(o) => !o && onClose()} title="Roster" description={session ? sessionLabel(session) : undefined} wide>
      {session && <RosterList sessionId={session.id} />}
    </FormDialog>
  );
}

function RosterList({ sessionId }: { sessionId: number }) {
  const roster = useRoster(sessionId);
  const list = roster.data ?? [];
  const checkedIn = list.filter((e) => e.attendance === 'CHECKED_IN').length;
  const noShows = list.filter((e) => e.attendance === 'NO_SHOW').length;
  return (
    <QueryState query={roster} what="roster" empty={{ when: list.length === 0, icon: Users, title: 'No bookings yet', text: 'Athletes who book this session appear here.' }}>
      <p className="text-sm text-slate-700" aria-live="polite">
        {list.length} booked · {checkedIn} checked in · {noShows} no-show{noShows === 1 ? '' : 's'}
      </p>
      <p className="mt-1 text-sm text-slate-600">Check-in opens 1 hour before the start; a no-show can be marked once the session has started.</p>
      <ul className="mt-3 space-y-3">
        {list.map((e) => (
          <RosterEntryCard key={e.bookingId} entry={e} sessionId={sessionId} />
        ))}
      </ul>
    </QueryState>
  );
}
