import { Users } from 'lucide-react';
import { useUser } from '@/lib/use-user';
import { Avatar } from '@/ui/avatar';
import { Badge } from '@/ui/badge';
import { Switch } from '@/ui/switch';
import { useStaffCoaches } from '../../api/use-staff-coaches';
import { QueryState } from '../../components/query-state';
import { SectionHeader } from '../../components/section-header';
import { notifyError, notifySaved } from '../../lib/notify';
import { useSetStaff } from '../api/use-set-staff';

/** The coaches, with a switch for staff access (one's own access cannot be removed here). */
export function StaffSection() {
  const { user } = useUser();
  const coaches = useStaffCoaches();
  const setStaff = useSetStaff();
  const list = coaches.data ?? [];
  const toggle = (id: number, isStaff: boolean) => setStaff.mutate({ id, isStaff }, { onSuccess: (r) => notifySaved(r.message), onError: (err) => notifyError(err) });

  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader title="Staff">Coaches with staff access use this workspace. Every change they make is recorded in the audit log.</SectionHeader>
      <QueryState query={coaches} what="coaches" empty={{ when: list.length === 0, icon: Users, title: 'No coaches yet' }}>
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {list.map((c) => {
            const self = c.id === user?.id;
            const [first, ...rest] = c.name.split(' ');
            return (
              <li key={c.id} className="flex items-center justify-between gap-3 px-4 py-3" data-testid="staff-coach">
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar firstName={first} lastName={rest.join(' ')} />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                      {c.name}
                      {self && <Badge>You</Badge>}
                    </p>
                    <p className="truncate text-sm text-slate-600">{c.email}</p>
                  </div>
                </div>
                <label className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
                  <span className="hidden sm:inline">Staff</span>
                  <Switch checked={c.isStaff} disabled={self || setStaff.isPending} onCheckedChange={(on) => toggle(c.id, on)} aria-label={`Staff access for ${c.name}`} />
                </label>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </section>
  );
}
