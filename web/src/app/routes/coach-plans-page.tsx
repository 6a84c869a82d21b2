import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { PlanSummary } from '@common/training-plans';
import { useSiteInfo } from '@/features/site/api/use-site-info';
import { useArchivePlan, useCopyPlan, usePlans } from '@/features/training-plans/api/use-coach-plans';
import { AssignDialog } from '@/features/training-plans/coach/assign-dialog';
import { nextMonday } from '@/features/training-plans/coach/draft';
import { PlanList } from '@/features/training-plans/coach/plan-list';
import { serverMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/i18next';
import { QueryState } from '@/lib/staff/query-state';
import { Button } from '@/ui/button';
import { FilterTabs } from '@/ui/filter-tabs';
import { PageIntro } from '@/ui/page-intro';
import { toast } from '@/ui/toast';

type Tab = 'plans' | 'templates' | 'archived';

/** /coach/plans (issue 30): the coach's plans, templates and archived plans; new, copy, assign, archive. */
export default function CoachPlansPage() {
  const { t } = useT('planBuilder');
  const [tab, setTab] = useState<Tab>('plans');
  const plans = usePlans(tab);
  const copy = useCopyPlan();
  const archive = useArchivePlan();
  const [assigning, setAssigning] = useState<PlanSummary | null>(null);
  const timeZone = useSiteInfo().data?.timeZone ?? 'America/New_York';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

  const run = async (work: () => Promise<string>) => {
    try {
      toast({ title: await work() });
    } catch (err) {
      toast({ title: serverMessage(err, t('list.failed')), variant: 'error' });
    }
  };
  return (
    <>
      <PageIntro eyebrow={t('list.eyebrow')} title={t('list.title')}>
        {t('list.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href="/coach/plans/new">{t('list.new')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/coach/plans/compliance">{t('list.compliance')}</Link>
          </Button>
        </div>
        <FilterTabs
          label={t('list.tabs.label')}
          value={tab}
          onValueChange={(v) => setTab(v as Tab)}
          tabs={(['plans', 'templates', 'archived'] as const).map((value) => ({ value, label: t(`list.tabs.${value}`) }))}
        >
          <QueryState query={plans} what={t('list.what')} empty={{ when: (plans.data ?? []).length === 0, icon: ClipboardList, title: t('list.empty') }}>
            <PlanList
              plans={plans.data ?? []}
              onAssign={setAssigning}
              onCopy={(p, isTemplate) => void run(async () => t('list.copied', { title: (await copy.mutateAsync({ id: p.id, isTemplate })).title }))}
              onArchive={(p, archived) =>
                void run(async () => (await archive.mutateAsync({ id: p.id, archived }), archived ? t('list.archivedDone') : t('list.restored')))
              }
            />
          </QueryState>
        </FilterTabs>
      </div>
      <AssignDialog key={assigning?.id ?? 0} plan={assigning} defaultStart={nextMonday(today)} onClose={() => setAssigning(null)} />
    </>
  );
}
