import { isUnauthorizedError } from '@/lib/api';
import { useDashboardStats } from '@/features/member/api/use-dashboard-stats';
import { CreditsCard } from '@/features/packs/credits/credits-card';
import { useMyBookings } from '@/features/bookings/my-bookings/use-my-bookings';
import { useUser } from '@/lib/use-user';
import { OfferBanners } from '@/features/bookings/waitlist/offer-banner';
import { WaitlistsCard } from '@/features/bookings/waitlist/waitlists-card';
import { PageIntro } from '@/ui/page-intro';
import { Spinner } from '@/ui/spinner';
import { AvailabilityWidget } from '@/features/member/components/availability-widget';
import { CoachesCorner } from '@/features/member/components/coaches-corner';
import { PlanLine } from '@/features/member/components/plan-line';
import { QuickActions } from '@/features/member/components/quick-actions';
import { StatCards } from '@/features/member/components/stat-cards';
import { UpcomingSessionsCard } from '@/features/member/components/upcoming-sessions-card';
import { useLoginRedirect } from '@/lib/use-login-redirect';
import { greetingKey, isNewMember } from '@/features/member/lib/greeting';
import { TodayCard } from '@/features/training-plans/athlete/today-card';
import { useT } from '@/lib/i18n/i18next';

/** Part 1, 2.6: the athlete's home. Sections in the spec's order. */
export default function DashboardPage() {
  const { user, isLoading } = useUser();
  const stats = useDashboardStats();
  const bookings = useMyBookings();
  const { t } = useT('dashboard');
  // Signed out, or the session ran out while the page was open.
  const signedOut = (!isLoading && !user) || isUnauthorizedError(stats.error) || isUnauthorizedError(bookings.error);
  useLoginRedirect(signedOut);

  if (isLoading || !user) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center text-slate-700">
        <Spinner label={isLoading ? t('loading') : t('redirecting')} />
      </div>
    );
  }

  return (
    <>
      <PageIntro
        eyebrow={t('eyebrow')}
        title={t(greetingKey(isNewMember(user.createdAt, bookings.data?.length, new Date())), { name: user.firstName })}
        extra={<PlanLine tier={user.subscriptionTier} />}
      >
        {t('intro')}
      </PageIntro>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:py-10">
        <OfferBanners />
        <TodayCard />
        <UpcomingSessionsCard user={user} />
        <WaitlistsCard />
        <CreditsCard />
        <StatCards />
        <QuickActions />
        <AvailabilityWidget />
        <CoachesCorner stats={stats.data} />
      </div>
    </>
  );
}
