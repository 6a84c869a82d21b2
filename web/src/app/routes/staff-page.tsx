import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, useParams } from 'wouter';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { AlumniSection } from '@/features/alumni/staff/components/alumni-section';
import { AuditSection } from '@/features/audit/staff/components/audit-section';
import { GamesSection } from '@/features/pickup/staff/components/games-section';
import { NewsSection } from '@/features/content/staff/components/news-section';
import { LibrarySection } from '@/features/library/staff/components/library-section';
import { TestsSection } from '@/features/test-days/staff/tests-section';
import { GroupsSection } from '@/features/team-reports/components/groups-section';
import { PacksSection } from '@/features/packs/staff/components/packs-section';
import { PlansSection } from '@/features/subscriptions/staff/components/plans-section';
import { ProgramsSection } from '@/features/programs/staff/components/programs-section';
import { SettingsSection } from '@/features/payments/staff/components/settings-section';
import { ReceiptsSection } from '@/features/receipts/staff/components/receipts-section';
import { RemindersSection } from '@/features/reminders/staff/components/reminders-section';
import { WaiverSection } from '@/features/waivers/staff/components/waiver-section';
import { CheckInSection } from '@/features/check-in/staff/check-in-section';
import { ScheduleSection } from '@/features/schedule/staff/components/schedule-section';
import { StaffSection } from '@/features/coach/staff/components/staff-section';
import { AccessRestricted } from './staff/access-restricted';
import { WorkspaceNav } from './staff/workspace-nav';
import { sectionOf, WORKSPACE_PATH, type SectionKey } from './staff/sections';

// The chart library loads only when Reports is opened.
const ReportsSection = lazy(() => import('@/features/bookings/staff/components/reports-section'));

const SECTION_COMPONENTS: Record<SectionKey, ComponentType> = {
  schedule: ScheduleSection,
  'check-in': CheckInSection,
  programs: ProgramsSection,
  games: GamesSection,
  news: NewsSection,
  alumni: AlumniSection,
  plans: PlansSection,
  packs: PacksSection,
  library: LibrarySection,
  tests: TestsSection,
  groups: GroupsSection,
  receipts: ReceiptsSection,
  waiver: WaiverSection,
  settings: SettingsSection,
  reminders: RemindersSection,
  reports: ReportsSection,
  staff: StaffSection,
  audit: AuditSection,
};

/** /coach/manage and /coach/manage/:section: the staff workspace (coaches flagged as staff). */
export default function StaffPage() {
  const { user, isLoading } = useUser();
  const { t } = useT('staff');
  const section = sectionOf(useParams<{ section?: string }>().section);

  if (isLoading) return <Spinner label={t('loading')} />;
  if (!user?.isStaff) return <AccessRestricted />;
  if (!section) return <Redirect to={WORKSPACE_PATH} replace />;

  const Section = SECTION_COMPONENTS[section];
  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.title')}>
        {t('page.intro')}
      </PageIntro>
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <WorkspaceNav current={section} />
        <div className="min-w-0">
          <Suspense
            fallback={
              <div className="py-10 text-center">
                <Spinner />
              </div>
            }
          >
            <Section />
          </Suspense>
        </div>
      </div>
    </>
  );
}
