import { ScrollText } from 'lucide-react';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { instantDateTimeIn } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { SectionHeader } from '@/lib/staff/section-header';
import { useAudit } from '../api/use-audit';
import { auditDetails, auditTarget } from '../lib/audit-format';

/** Who changed what, and when: the latest 200 staff changes. */
export function AuditSection() {
  const { t, language } = useT('staff');
  const audit = useAudit();
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const list = audit.data ?? [];
  // An action or entity the catalogue does not name yet (a newer server) is shown as stored.
  const label = (key: string, stored: string) => (t as unknown as (k: string, o: { defaultValue: string }) => string)(key, { defaultValue: stored });
  return (
    <section aria-labelledby="staff-section-title" className="space-y-6">
      <SectionHeader title={t('sections.audit')}>{t('audit.intro')}</SectionHeader>
      <QueryState query={audit} what={t('audit.what')} empty={{ when: list.length === 0, icon: ScrollText, title: t('audit.emptyTitle') }}>
        <ol className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {list.map((e) => (
            <li key={e.id} className="grid gap-1 px-4 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4" data-testid="audit-entry">
              <time dateTime={e.createdAt} className="text-sm text-slate-600 tabular-nums">
                {instantDateTimeIn(e.createdAt, timeZone, language)}
              </time>
              <div className="min-w-0">
                <p className="text-sm text-ink-900">
                  <span className="font-semibold">{e.actor ?? t('audit.someone')}</span> {label(`audit.actions.${e.action}`, e.action)}
                  {/* A new order of the whole list names its object in the action ("reordered the programs"). */}
                  {e.action !== 'reorder' && <> {auditTarget(e.entity, e.entityId, label(`audit.entities.${e.entity}`, e.entity.replace(/_/g, ' ')))}</>}
                </p>
                {Object.keys(e.details).length > 0 && (
                  <details className="mt-0.5 text-xs text-slate-600">
                    <summary className="cursor-pointer">{t('audit.details')}</summary>
                    <p className="break-words">{auditDetails(e.details)}</p>
                  </details>
                )}
              </div>
            </li>
          ))}
        </ol>
      </QueryState>
    </section>
  );
}
