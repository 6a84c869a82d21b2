import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import LandingPage from '@/app/routes/landing-page';
import type { ScreenKey } from './routes';

type Screen = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * One page per screen; each feature's pages load in their own chunk, except the signed-out home
 * page's first screen: it is in the entry chunk, so it renders as soon as the visitor is known
 * instead of after one more round trip (its sections under the hero still load on their own).
 */
export const SCREENS: Record<ScreenKey, Screen> = {
  landing: LandingPage,
  login: lazy(() => import('@/app/routes/login-page')),
  signup: lazy(() => import('@/app/routes/signup-page')),
  memberDashboard: lazy(() => import('@/app/routes/dashboard-page')),
  coachHome: lazy(() => import('@/app/routes/coach-page')),
  forgotPassword: lazy(() => import('@/app/routes/forgot-password-page')),
  resetPassword: lazy(() => import('@/app/routes/reset-password-page')),
  confirmEmail: lazy(() => import('@/app/routes/confirm-email-page')),
  verifyEmail: lazy(() => import('@/app/routes/verify-email-page')),
  reminder: lazy(() => import('@/app/routes/reminder-page')),
  logout: lazy(() => import('@/app/routes/logout-page')),
  coachPending: lazy(() => import('@/app/routes/coach-pending-page')),
  parentDashboard: lazy(() => import('@/app/routes/parent-dashboard-page')),
  programs: lazy(() => import('@/app/routes/programs-page')),
  catalogue: lazy(() => import('@/app/routes/catalogue-page')),
  schedule: lazy(() => import('@/app/routes/schedule-page')),
  openPlay: lazy(() => import('@/app/routes/open-play-page')),
  openPlayComing: lazy(() => import('@/app/routes/open-play-coming-page')),
  openPlaySchedule: lazy(() => import('@/app/routes/open-play-schedule-page')),
  camps: lazy(() => import('@/app/routes/camps-page')),
  playerProfiles: lazy(() => import('@/app/routes/player-profiles-page')),
  alumni: lazy(() => import('@/app/routes/alumni-page')),
  alumniDetail: lazy(() => import('@/app/routes/alumni-detail-page')),
  publicProfile: lazy(() => import('@/app/routes/public-profile-page')),
  myPublicProfile: lazy(() => import('@/app/routes/my-public-profile-page')),
  media: lazy(() => import('@/app/routes/media-page')),
  account: lazy(() => import('@/app/routes/account-page')),
  checkout: lazy(() => import('@/app/routes/checkout-page')),
  enhancedCheckout: lazy(() => import('@/app/routes/enhanced-checkout-page')),
  pickupCheckout: lazy(() => import('@/app/routes/pickup-checkout-page')),
  pickupSuccess: lazy(() => import('@/app/routes/pickup-success-page')),
  bookingConfirmation: lazy(() => import('@/app/routes/booking-confirmation-page')),
  sessions: lazy(() => import('@/app/routes/sessions-page')),
  achievements: lazy(() => import('@/app/routes/achievements-page')),
  subscription: lazy(() => import('@/app/routes/subscription-page')),
  onboarding: lazy(() => import('@/app/routes/onboarding-page')),
  profileSetup: lazy(() => import('@/app/routes/profile-setup-page')),
  invitation: lazy(() => import('@/app/routes/invitation-page')),
  childLogin: lazy(() => import('@/app/routes/child-login-page')),
  outbox: lazy(() => import('@/app/routes/outbox-page')),
  staff: lazy(() => import('@/app/routes/staff-page')),
  review: lazy(() => import('@/app/routes/review-page')),
  compare: lazy(() => import('@/app/routes/compare-page')),
  progress: lazy(() => import('@/app/routes/progress-page')),
  packs: lazy(() => import('@/app/routes/packs-page')),
  coachPlans: lazy(() => import('@/app/routes/coach-plans-page')),
  planBuilder: lazy(() => import('@/app/routes/plan-builder-page')),
  planCompliance: lazy(() => import('@/app/routes/plan-compliance-page')),
  library: lazy(() => import('@/app/routes/library-page')),
  libraryItem: lazy(() => import('@/app/routes/library-item-page')),
  trainingPlan: lazy(() => import('@/app/routes/training-plan-page')),
  testStation: lazy(() => import('@/app/routes/test-station-page')),
  leaderboards: lazy(() => import('@/app/routes/leaderboards-page')),
  teamGroups: lazy(() => import('@/app/routes/team-groups-page')),
  teamReport: lazy(() => import('@/app/routes/team-report-page')),
  packCheckout: lazy(() => import('@/app/routes/pack-checkout-page')),
  billing: lazy(() => import('@/app/routes/billing-page')),
  receipt: lazy(() => import('@/app/routes/receipt-page')),
  waiver: lazy(() => import('@/app/routes/waiver-page')),
};

export const NotFound = lazy(() => import('@/app/routes/not-found-page'));
export const NotForThisAccount = lazy(() => import('@/app/routes/not-for-this-account-page'));
