import { Check, UserCheck, Users, X } from 'lucide-react';
import { useState } from 'react';
import { useUser } from '@/lib/use-user';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Switch } from '@/ui/switch';
import { useStaffCoaches, type StaffCoach } from '../../api/use-staff-coaches';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { QueryState } from '../../components/query-state';
import { SectionHeader } from '../../components/section-header';
import { notifyError, notifySaved } from '../../lib/notify';
import { useCoachApproval } from '../api/use-coach-approval';
import { useSetStaff } from '../api/use-set-staff';

const appliedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function Person({ coach, self, note }: { coach: StaffCoach; self?: boolean; note?: string }) {
  const [first, ...rest] = coach.name.split(' ');
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar firstName={first} lastName={rest.join(' ')} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {coach.name}
          {self && <Badge>You</Badge>}
          {coach.coachStatus === 'REVOKED' && <Badge tone="danger">No coach access</Badge>}
        </p>
        <p className="truncate text-sm text-slate-600">{coach.email}</p>
        {note && <p className="mt-0.5 text-xs text-slate-600">{note}</p>}
      </div>
    </div>
  );
}

/**
 * Coach applications waiting for a decision (issue 16), then the coaches with a switch for staff
 * access and a way to remove (or restore) coach access. One's own access cannot be removed here.
 */
export function StaffSection() {
  const { user } = useUser();
  const coaches = useStaffCoaches();
  const setStaff = useSetStaff();
  const approval = useCoachApproval();
  const [removing, setRemoving] = useState<StaffCoach | null>(null);
  const list = coaches.data ?? [];
  const applications = list.filter((c) => c.coachStatus === 'PENDING');
  const team = list.filter((c) => c.coachStatus !== 'PENDING');
  const busy = setStaff.isPending || approval.isPending;
  const toggle = (id: number, isStaff: boolean) => setStaff.mutate({ id, isStaff }, { onSuccess: (r) => notifySaved(r.message), onError: (err) => notifyError(err) });
  const decide = (c: StaffCoach, approved: boolean) =>
    approval.mutate(
      { id: c.id, approved },
      {
        onSuccess: (r) => {
          notifySaved(r.message);
          setRemoving(null);
        },
        onError: (err) => notifyError(err),
      },
    );

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader title="Staff">Approve coach applications, and choose who has staff access to this workspace. Every change is recorded in the audit log.</SectionHeader>
      <QueryState query={coaches} what="coaches" empty={{ when: list.length === 0, icon: Users, title: 'No coaches yet' }}>
        <div className="space-y-3">
          <h3 id="coach-applications-title" className="flex items-center gap-2 text-lg font-bold text-ink-900">
            <UserCheck className="size-5 text-brand-600" aria-hidden="true" />
            Coach applications
            {applications.length > 0 && <Badge tone="warning">{applications.length} waiting</Badge>}
          </h3>
          {applications.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-5 text-sm text-slate-600">No applications waiting. New coach sign-ups appear here, and staff get an e-mail for each one.</p>
          ) : (
            <ul aria-labelledby="coach-applications-title" className="divide-y divide-slate-100 rounded-2xl border border-amber-200 bg-white">
              {applications.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="coach-application">
                  <Person coach={c} note={`Applied ${appliedOn(c.appliedAt)}`} />
                  <div className="flex shrink-0 gap-2">
                    <Button size="sm" variant="outline" disabled={busy} onClick={() => decide(c, false)}>
                      <X className="size-4" aria-hidden="true" />
                      Decline<span className="sr-only"> {c.name}</span>
                    </Button>
                    <Button size="sm" disabled={busy} onClick={() => decide(c, true)}>
                      <Check className="size-4" aria-hidden="true" />
                      Approve<span className="sr-only"> {c.name}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="space-y-3">
          <h3 id="coach-team-title" className="text-lg font-bold text-ink-900">
            Coaches
          </h3>
          <ul aria-labelledby="coach-team-title" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
            {team.map((c) => {
              const self = c.id === user?.id;
              const revoked = c.coachStatus === 'REVOKED';
              return (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="staff-coach">
                  <Person coach={c} self={self} />
                  <div className="flex shrink-0 items-center gap-4">
                    {revoked ? (
                      <Button size="sm" variant="outline" disabled={busy} onClick={() => decide(c, true)}>
                        Restore access<span className="sr-only"> for {c.name}</span>
                      </Button>
                    ) : (
                      !self && (
                        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" disabled={busy} onClick={() => setRemoving(c)}>
                          Remove coach access<span className="sr-only"> for {c.name}</span>
                        </Button>
                      )
                    )}
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      <span className="hidden sm:inline">Staff</span>
                      <Switch checked={c.isStaff} disabled={self || revoked || busy} onCheckedChange={(on) => toggle(c.id, on)} aria-label={`Staff access for ${c.name}`} />
                    </label>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </QueryState>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Remove coach access?"
        confirmLabel="Remove access"
        busyLabel="Removing..."
        busy={approval.isPending}
        onConfirm={() => removing && decide(removing, false)}
      >
        <p>{removing?.name} can no longer see athletes, their videos or give feedback{removing?.isStaff ? ', and loses staff access' : ''}. They are told by e-mail. You can restore access later.</p>
      </ConfirmDialog>
    </section>
  );
}
