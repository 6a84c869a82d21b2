import { GroupsManager } from '@/features/team-reports/components/groups-manager';
import { useT } from '@/lib/i18n/i18next';
import { PageIntro } from '@/ui/page-intro';

/** /coach/groups (issue 31): the coach's groups (staff: every group) and their reports. */
export default function TeamGroupsPage() {
  const { t } = useT('teamReports');
  return (
    <>
      <PageIntro eyebrow={t('groups.eyebrow')} title={t('groups.title')}>
        {t('groups.intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <GroupsManager />
      </div>
    </>
  );
}
