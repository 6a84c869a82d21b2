import { ArrowLeft, ClipboardCheck } from 'lucide-react';
import { Link } from 'wouter';
import { useComplianceTable } from '@/features/training-plans/api/use-coach-plans';
import { ComplianceTable } from '@/features/training-plans/coach/compliance-table';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { PageIntro } from '@/ui/page-intro';

/** /coach/plans/compliance (issue 30): how much each athlete on the coach's plans does, week by week. */
export default function PlanCompliancePage() {
  const { t } = useT('planBuilder');
  const table = useComplianceTable();
  return (
    <>
      <PageIntro eyebrow={t('compliance.eyebrow')} title={t('compliance.title')}>
        {t('compliance.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <Link href="/coach/plans" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('compliance.back')}
        </Link>
        <QueryState
          query={table}
          what={t('compliance.what')}
          empty={{ when: (table.data ?? []).length === 0, icon: ClipboardCheck, title: t('compliance.empty') }}
        >
          <ComplianceTable rows={table.data ?? []} />
        </QueryState>
      </div>
    </>
  );
}
