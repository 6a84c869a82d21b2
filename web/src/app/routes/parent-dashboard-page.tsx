import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { isUnauthorizedError } from '@/lib/api';
import { CreditsCard } from '@/features/packs/credits/credits-card';
import { TodayCard } from '@/features/training-plans/athlete/today-card';
import { useT } from '@/lib/i18n/i18next';
import { useUser } from '@/lib/use-user';
import { OfferBanners } from '@/features/bookings/waitlist/offer-banner';
import { WaitlistsCard } from '@/features/bookings/waitlist/waitlists-card';
import { PageIntro } from '@/ui/page-intro';
import { StatusPage } from '@/ui/status-page';
import { Spinner } from '@/ui/spinner';
import { useInvitations } from '@/features/parent/api/use-invitations';
import { useLinkedAthletes } from '@/features/parent/api/use-linked-athletes';
import { AddAthleteDialog } from '@/features/parent/components/add-athlete-dialog';
import { BillingCard } from '@/features/parent/components/billing-card';
import { ParentWaiversCard } from '@/features/waivers/components/parent-waivers-card';
import { CoachCornerCard } from '@/features/parent/components/coach-corner-card';
import { MyAthletesCard } from '@/features/parent/components/my-athletes-card';
import { PlanNotices } from '@/features/parent/components/plan-notices';
import { QuickActions } from '@/features/parent/components/quick-actions';
import { UpcomingSessionsCard } from '@/app/routes/parent-dashboard/upcoming-sessions-card';
import { useLoginRedirect } from '@/lib/use-login-redirect';
import { scopedAthleteId, type AthleteScope } from '@/features/parent/lib/athlete-scope';

/** Part 2, "Parent dashboard": the parent's athletes, their sessions and feedback, and billing. */
export default function ParentDashboardPage() {
  const { t } = useT('parent');
  const { user, isLoading } = useUser();
  const isParent = user?.role === 'PARENT';
  const athletes = useLinkedAthletes({ enabled: isParent });
  const invitations = useInvitations({ enabled: isParent });
  const [scope, setScope] = useState<AthleteScope>('all');
  const [adding, setAdding] = useState(false);
  useLoginRedirect((!isLoading && !user) || isUnauthorizedError(athletes.error));

  if (isLoading || !user) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label={isLoading ? t('page.loading') : t('page.redirecting')} />
      </div>
    );
  }

  // The route table shows this page to parents only; the component guards itself as well.
  if (!isParent) {
    return (
      <StatusPage icon={ShieldAlert} title={t('page.restrictedTitle')} href="/" linkText={t('page.goDashboard')} quiet>
        {t('page.restricted')}
      </StatusPage>
    );
  }

  const linkedIds = (athletes.data ?? []).map((a) => a.id);
  const hasAthletes = linkedIds.length > 0;
  const athleteId = scopedAthleteId(scope, linkedIds);

  return (
    <>
      <PageIntro eyebrow={t('page.eyebrow')} title={t('page.welcome', { name: user.firstName })}>
        {t('page.intro')}
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:py-10 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <OfferBanners />
          <PlanNotices />
          <MyAthletesCard athletes={athletes} invitations={invitations} scope={athleteId ?? 'all'} onScopeChange={setScope} onAdd={() => setAdding(true)} />
          <TodayCard showAthlete />
          <UpcomingSessionsCard athleteId={athleteId} hasAthletes={hasAthletes} />
          <WaitlistsCard />
          <CreditsCard />
          <CoachCornerCard athleteId={athleteId} hasAthletes={hasAthletes} />
        </div>
        <div className="min-w-0 space-y-6">
          <QuickActions />
          <BillingCard />
          <ParentWaiversCard athletes={athletes.data ?? []} />
        </div>
      </div>
      <AddAthleteDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
