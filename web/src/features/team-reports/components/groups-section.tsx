import { useT } from '@/lib/i18n/i18next';
import { SectionHeader } from '@/lib/staff/section-header';
import { GroupsManager } from './groups-manager';

/** The staff workspace's Groups: every coach's groups, and their reports. */
export function GroupsSection() {
  const { t } = useT('teamReports');
  return (
    <section aria-labelledby="staff-section-title" className="space-y-8">
      <SectionHeader title={t('groups.title')}>{t('groups.intro')}</SectionHeader>
      <GroupsManager heading="h3" />
    </section>
  );
}
