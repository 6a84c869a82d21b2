import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useTeamReport } from '@/features/team-reports/api/use-team-reports';
import { GroupReport, ReportToolbar } from '@/features/team-reports/components/group-report';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { PageIntro } from '@/ui/page-intro';

/** /coach/groups/:id (issue 31): a group's report for a month, with its PDF. */
export default function TeamReportPage() {
  const { t } = useT('teamReports');
  const groupId = Number(useParams<{ id: string }>().id) || 0;
  const [month, setMonth] = useState<string | undefined>(undefined);
  // the first answer (no month asked) is the last full month: the picker's default
  const [lastFull, setLastFull] = useState<string | null>(null);
  const report = useTeamReport(groupId, month);
  if (report.data && lastFull === null && month === undefined) setLastFull(report.data.month);
  const data = report.data;
  return (
    <>
      <PageIntro eyebrow={t('report.eyebrow')} title={data ? data.group.name : t('report.eyebrow')}>
        {data && t('report.coach', { name: data.group.owner.name })}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <Link href="/coach/groups" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('groups.back')}
        </Link>
        {data && lastFull && <ReportToolbar groupId={groupId} month={month ?? lastFull} lastFull={lastFull} onMonth={setMonth} />}
        <QueryState query={report} what={t('report.what')}>
          {data && <GroupReport report={data} />}
        </QueryState>
      </div>
    </>
  );
}
