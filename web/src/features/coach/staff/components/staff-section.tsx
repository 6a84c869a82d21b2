import { Check, UserCheck, Users, X } from 'lucide-react';
import { useState } from 'react';
import { instantDate } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Switch } from '@/ui/switch';
import { useStaffCoaches, type StaffCoach } from '../api/use-staff-coaches';
import { ConfirmDialog } from '@/lib/staff/confirm-dialog';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useNotify } from '@/lib/staff/notify';
import { useCoachApproval } from '../api/use-coach-approval';
import { useSetStaff } from '../api/use-set-staff';

function Person({ coach, self, note }: { coach: StaffCoach; self?: boolean; note?: string }) {
  const { t } = useT('staff');
  const [first, ...rest] = coach.name.split(' ');
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar firstName={first} lastName={rest.join(' ')} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {coach.name}
          {self && <Badge>{t('team.you')}</Badge>}
          {coach.coachStatus === 'REVOKED' && <Badge tone="danger">{t('team.noCoachAccess')}</Badge>}
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
  const { t, language } = useT('staff');
  const notify = useNotify();
  const coaches = useStaffCoaches();
  const setStaff = useSetStaff();
  const approval = useCoachApproval();
  const [removing, setRemoving] = useState<StaffCoach | null>(null);
  const list = coaches.data ?? [];
  const applications = list.filter((c) => c.coachStatus === 'PENDING');
  const team = list.filter((c) => c.coachStatus !== 'PENDING');
  const busy = setStaff.isPending || approval.isPending;
  const toggle = (id: number, isStaff: boolean) =>
    setStaff.mutate({ id, isStaff }, { onSuccess: (r) => notify.saved(r.message), onError: (err) => notify.error(err) });
  const decide = (c: StaffCoach, approved: boolean) =>
    approval.mutate(
      { id: c.id, approved },
      {
        onSuccess: (r) => {
          notify.saved(r.message);
          setRemoving(null);
        },
        onError: (err) => notify.error(err),
      },
    );

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader title={t('sections.staff')}>{t('team.intro')}</SectionHeader>
      <QueryState query={coaches} what={t('team.what')} empty={{ when: list.length === 0, icon: Users, title: t('team.emptyTitle') }}>
        <div className="space-y-3">
          <h3 id="coach-applications-title" className="flex items-center gap-2 text-lg font-bold text-ink-900">
            <UserCheck className="size-5 text-brand-600" aria-hidden="true" />
            {t('team.applications')}
            {applications.length > 0 && <Badge tone="warning">{t('team.waiting', { count: applications.length })}</Badge>}
          </h3>
          {applications.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-5 text-sm text-slate-600">{t('team.noApplications')}</p>
          ) : (
            <ul aria-labelledby="coach-applications-title" className="divide-y divide-slate-100 rounded-2xl border border-amber-200 bg-white">
              {applications.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3" data-testid="coach-application">
                  <Person coach={c} note={t('team.applied', { date: instantDate(c.appliedAt, language) })} />
                  <div className="flex shrink-0 gap-2">
                    <Button size="sm" variant="outline" disabled={busy} onClick={() => decide(c, false)}>
                      <X className="size-4" aria-hidden="true" />
                      {t('team.decline')}
                      <span className="sr-only"> {c.name}</span>
                    </Button>
                    <Button size="sm" disabled={busy} onClick={() => decide(c, true)}>
                      <Check className="size-4" aria-hidden="true" />
                      {t('team.approve')}
                      <span className="sr-only"> {c.name}</span>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="space-y-3">
          <h3 id="coach-team-title" className="text-lg font-bold text-ink-900">
            {t('team.coaches')}
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
                        {t('team.restoreAccess')}
                        <span className="sr-only"> {t('team.forName', { name: c.name })}</span>
                      </Button>
                    ) : (
                      !self && (
                        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" disabled={busy} onClick={() => setRemoving(c)}>
                          {t('team.removeAccess')}
                          <span className="sr-only"> {t('team.forName', { name: c.name })}</span>
                        </Button>
                      )
                    )}
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      <span className="hidden sm:inline">{t('team.staffSwitch')}</span>
                      <Switch
                        checked={c.isStaff}
                        disabled={self || revoked || busy}
                        onCheckedChange={(on) => toggle(c.id, on)}
                        aria-label={t('team.staffAccessFor', { name: c.name })}
                      />
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
        title={t('team.removeTitle')}
        confirmLabel={t('team.removeConfirm')}
        busyLabel={t('dialog.removing')}
        busy={approval.isPending}
        onConfirm={() => removing && decide(removing, false)}
      >
        <p>{t(removing?.isStaff ? 'team.removeTextStaff' : 'team.removeText', { name: removing?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
