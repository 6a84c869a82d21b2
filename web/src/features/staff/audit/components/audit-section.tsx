import { format } from 'date-fns';
import { ScrollText } from 'lucide-react';
import { QueryState } from '../../components/query-state';
import { SectionHeader } from '../../components/section-header';
import { useAudit } from '../api/use-audit';
import { auditDetails, auditTarget } from '../lib/audit-format';

/** Who changed what, and when: the latest 200 staff changes. */
export function AuditSection() {
  const audit = useAudit();
  const list = audit.data ?? [];
  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader title="Audit Log">Every change made in this workspace, newest first (the latest 200).</SectionHeader>
      <QueryState query={audit} what="audit log" empty={{ when: list.length === 0, icon: ScrollText, title: 'No changes recorded yet' }}>
        <ol className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {list.map((e) => (
            <li key={e.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4" data-testid="audit-entry">
              <time dateTime={e.createdAt} className="text-sm text-slate-600 tabular-nums">
                {format(new Date(e.createdAt), 'MMM d, yyyy h:mm a')}
              </time>
              <div className="min-w-0">
                <p className="text-sm text-ink-900">
                  <span className="font-semibold">{e.actor ?? 'Someone'}</span> · <span className="font-medium">{e.action}</span> {auditTarget(e.entity, e.entityId)}
                </p>
                {Object.keys(e.details).length > 0 && <p className="mt-0.5 text-xs break-words text-slate-600">{auditDetails(e.details)}</p>}
              </div>
            </li>
          ))}
        </ol>
      </QueryState>
    </section>
  );
}
